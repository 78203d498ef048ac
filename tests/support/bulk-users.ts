import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../functions/data/users.ts';

/**
 * Writes accounts straight into the table in batches of 25 (each with its address claim), as the
 * benchmarks seed thousands of students: the sign-up path's hashing and transactions would take longer
 * than what they measure. Imported data modules read the environment the stack has set by then.
 */
export async function putUsersInBulk(users: readonly User[]): Promise<void> {
  const { dynamo, tableName } = await import('../../functions/data/dynamo.ts');
  const { emailKey } = await import('../../functions/data/keys.ts');
  const { userToItem } = await import('../../functions/data/users.ts');
  const items = users.flatMap((user) => [
    userToItem(user),
    { ...emailKey(user.email), type: 'email', userId: user.id },
  ]);
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0 && attempt < 20; attempt++) {
      const result = await dynamo().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

/**
 * `count` students, verified and active, put straight into the table (putUsersInBulk) for the lists and
 * reports of many; `named` gives each its address and name.
 */
export async function studentsInBulk(
  count: number,
  named: (index: number) => Pick<User, 'email' | 'fullName'>,
): Promise<User[]> {
  const { newInternalId, newPublicId } = await import('../../functions/data/ids.ts');
  const now = new Date().toISOString();
  const students: User[] = Array.from({ length: count }, (_, index) => ({
    id: newInternalId(),
    publicId: newPublicId(),
    role: 'student',
    ...named(index),
    passwordHash: 'not-a-password',
    emailVerified: true,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  }));
  await putUsersInBulk(students);
  return students;
}
