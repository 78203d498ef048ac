import type { LedgerEntry } from '#contract/money';
import type { PeriodTotals } from '#contract/money-reports';
import { missingValue } from '#contract/shown-values';
import { mapBounded } from '../platform/bounded.ts';
import { getMany } from './batch.ts';
import { bookingsOfStudent } from './bookings.ts';
import { balancesPartition, userKey } from './keys.ts';
import { ledgerOf } from './ledger.ts';
import { queryAll, queryFrom } from './paging.ts';
import { periodTotalAttribute, periodTotalNames } from './period-totals.ts';
import { userFromItem } from './users.ts';

/** How many ledgers are read at once: enough to overlap the reads, few enough not to burst the table. */
const ledgerReadsAtOnce = 16;

export interface StudentLedger {
  student: { id: string; publicId: string; fullName: string; email: string };
  currency: string;
  entries: LedgerEntry[];
}

/**
 * Who a student deleted since was (docs/spec.md §7, Students: deleting one who holds no money keeps
 * their ledger and archives their bookings): their newest booking names them, as the archive does; one
 * who never booked is named by the missing value (§9). Their payments still count in the period's
 * totals, so the reports still list them.
 */
async function deletedStudentOf(id: string): Promise<StudentLedger['student']> {
  const [newest] = await bookingsOfStudent(id);
  if (!newest) return { id, publicId: '', fullName: missingValue, email: missingValue };
  const { publicId, fullName, email } = newest.student;
  return { id, publicId, fullName, email };
}

/**
 * Who each of `ids` is, by id: their record, or for one deleted since, their newest booking
 * (deletedStudentOf).
 */
export async function studentsNamed(ids: readonly string[]): Promise<Map<string, StudentLedger['student']>> {
  const users = await getMany(ids.map(userKey));
  const people = new Map(
    users
      .map((item) => userFromItem(item))
      .map(({ id, publicId, fullName, email }) => [id, { id, publicId, fullName, email }]),
  );
  const deleted = ids.filter((id) => !people.has(id));
  const formerly = await mapBounded(deleted, ledgerReadsAtOnce, deletedStudentOf);
  deleted.forEach((id, index) => people.set(id, formerly[index]!));
  return people;
}

/** Each student's ledger with who they are, in the order of `ids` (those with no entries left out). */
async function ledgersOf(ids: readonly string[]): Promise<StudentLedger[]> {
  const [people, ledgers] = await Promise.all([
    studentsNamed(ids),
    mapBounded(ids, ledgerReadsAtOnce, ledgerOf),
  ]);
  return ids.flatMap((id, index) => {
    const { currency, entries } = ledgers[index]!;
    return currency === null ? [] : [{ student: people.get(id)!, currency, entries }];
  });
}

/** How many students' ledgers a report over many holds at once (ledgerBatches). */
const ledgersPerBatch = 250;

/**
 * The ledgers of `ids` with who they are, a batch at a time: the next batch is read only when the
 * caller asks for it, so a report over every ledger (the payments of a period, everyone who owes) holds
 * one batch's entries at a time rather than the hostel's, and keeps only the rows it reports.
 */
export async function* ledgerBatches(ids: readonly string[]): AsyncGenerator<StudentLedger[]> {
  for (let start = 0; start < ids.length; start += ledgersPerBatch)
    yield await ledgersOf(ids.slice(start, start + ledgersPerBatch));
}

/**
 * Up to `count` ledgers of the students with money after the student `after` (from the first when
 * null), in the balances partition's order (by student id), with who they are, and the last student
 * read, where the next read starts (null when none follows). A list read in such steps neither skips
 * nor repeats a student, however many get a ledger meanwhile.
 */
export async function ledgersAfter(
  after: string | null,
  count: number,
): Promise<{ ledgers: StudentLedger[]; last: string | null }> {
  const { items, next } = await queryFrom(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: `GSI3PK = :balances${after === null ? '' : ' AND GSI3SK > :after'}`,
      ExpressionAttributeValues: {
        ':balances': balancesPartition,
        ...(after === null ? {} : { ':after': after }),
      },
    },
    null,
    count,
  );
  const ids = items.map((item) => item.studentId as string);
  return { ledgers: await ledgersOf(ids), last: next ? ids.at(-1)! : null };
}

/**
 * Every student with money recorded (data/keys.ts: one balance item each in the balances partition, a
 * hostel's students at most): the payments report reads their ledgers, since a payment is found only in
 * its student's partition.
 */
export async function studentsWithMoney(): Promise<string[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :balances',
    ExpressionAttributeValues: { ':balances': balancesPartition },
  });
  return items.map((item) => item.studentId as string);
}

/**
 * A period's totals from the balances partition: the sum of each balance item's running totals for the
 * period (data/period-totals.ts), moved in each entry's own transaction, and what every student who owes
 * owes now. Only balances in `currency` count. One query of one partition: a hostel's students, a few
 * hundred bytes each, are a few 1 MB pages at most.
 */
export async function periodTotals(period: string, currency: string): Promise<PeriodTotals> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :balances',
    ExpressionAttributeValues: { ':balances': balancesPartition },
  });
  const totals: PeriodTotals = { charged: 0, paid: 0, refunded: 0, paidOut: 0, outstanding: 0 };
  for (const item of items) {
    if (item.currency !== currency) continue;
    for (const name of periodTotalNames)
      totals[name] += (item[periodTotalAttribute(name, period)] as number | undefined) ?? 0;
    totals.outstanding += Math.max(0, item.balance as number);
  }
  return totals;
}
