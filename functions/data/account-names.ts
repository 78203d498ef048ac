import { getMany } from './batch.ts';
import { userKey } from './keys.ts';

/**
 * The names of the accounts of `ids` as they read now, one batch read for them all; an account deleted
 * since has none. For records that kept an account's id and not its name (audit entries and public
 * content versions written before they kept names), and to tell which accounts are gone.
 */
export async function accountNames(ids: Iterable<string>): Promise<Map<string, string>> {
  const users = await getMany([...new Set(ids)].map(userKey));
  return new Map(users.map((user) => [user.id as string, user.fullName as string]));
}
