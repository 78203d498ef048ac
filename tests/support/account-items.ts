import { queryAll } from '../../functions/data/paging.ts';
import {
  auditPartition,
  ledgerPartition,
  maintenanceReporterPartition,
  noticesPartition,
  passwordCredentialKey,
  sharedUserIndexPartition,
  studentBookingsPartition,
  userRememberFamiliesPartition,
  userSessionsPartition,
  userTokensPartition,
} from '../../functions/data/keys.ts';

type Item = Record<string, unknown>;

/** Every item of a table partition, read consistently, or of an index's partition. */
export const itemsIn = (pk: string, index?: 'GSI1' | 'GSI2'): Promise<Item[]> =>
  queryAll(
    index
      ? {
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk`,
          ExpressionAttributeValues: { ':pk': pk },
        }
      : {
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
        },
  );

/**
 * What an account holds that serves no one once it is deleted, by where it is kept
 * (docs/decisions/0108): its notification centre (notices, read mark, preferences), its links, its
 * password and second factors, the entries of its user index (passkeys, sockets, links listed before
 * decision 0049), its sessions and remembered browsers.
 */
export async function personalItemsOf(userId: string) {
  const [centre, links, credentials, userIndex, sessions, rememberedBrowsers] = await Promise.all([
    itemsIn(noticesPartition(userId)),
    itemsIn(userTokensPartition(userId), 'GSI1'),
    itemsIn(passwordCredentialKey(userId).PK),
    itemsIn(sharedUserIndexPartition(userId), 'GSI1'),
    itemsIn(userSessionsPartition(userId), 'GSI1'),
    itemsIn(userRememberFamiliesPartition(userId), 'GSI1'),
  ]);
  return { centre, links, credentials, userIndex, sessions, rememberedBrowsers };
}

/** The kinds of personal items, each with none left: what personalItemsOf answers once they are erased. */
export const nonePersonal = {
  centre: [],
  links: [],
  credentials: [],
  userIndex: [],
  sessions: [],
  rememberedBrowsers: [],
};

/**
 * What the hostel keeps of a student after their deletion, by design: their ledger (decision 0099),
 * their bookings in the archive, the repairs they reported (records of the hostel's rooms) and the
 * audit trail's entries about them.
 */
export async function keptRecordsOf(studentId: string) {
  const [ledger, bookings, repairs, audit] = await Promise.all([
    itemsIn(ledgerPartition(studentId)),
    itemsIn(studentBookingsPartition(studentId), 'GSI2'),
    itemsIn(maintenanceReporterPartition(studentId), 'GSI2'),
    itemsIn(auditPartition),
  ]);
  const aboutThem = audit.filter((entry) => JSON.stringify(entry).includes(studentId));
  return { ledger, bookings, repairs, audit: aboutThem };
}
