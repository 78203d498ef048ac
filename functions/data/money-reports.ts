import type { LedgerEntry } from '#contract/money';
import type { PeriodTotals } from '#contract/money-reports';
import { getMany } from './batch.ts';
import { balancesPartition, userKey } from './keys.ts';
import { ledgerOf } from './ledger.ts';
import { queryAll } from './paging.ts';
import { periodTotalAttribute, periodTotalNames } from './period-totals.ts';
import { userFromItem } from './users.ts';

/** How many ledgers are read at once: enough to overlap the reads, few enough not to burst the table. */
const ledgerReadsAtOnce = 16;

export interface StudentLedger {
  student: { id: string; publicId: string; fullName: string; email: string };
  currency: string;
  entries: LedgerEntry[];
}

/** Each student's ledger with who they are, in the order of `ids` (students no longer stored left out). */
async function ledgersOf(ids: readonly string[]): Promise<StudentLedger[]> {
  const [users, ledgers] = await Promise.all([
    getMany(ids.map(userKey)),
    (async () => {
      const read: Awaited<ReturnType<typeof ledgerOf>>[] = [];
      for (let start = 0; start < ids.length; start += ledgerReadsAtOnce)
        read.push(...(await Promise.all(ids.slice(start, start + ledgerReadsAtOnce).map(ledgerOf))));
      return read;
    })(),
  ]);
  const people = new Map(users.map((item) => userFromItem(item)).map((user) => [user.id, user]));
  return ids.flatMap((id, index) => {
    const user = people.get(id);
    const ledger = ledgers[index]!;
    if (!user || ledger.currency === null) return [];
    return [
      {
        student: { id, publicId: user.publicId, fullName: user.fullName, email: user.email },
        currency: ledger.currency,
        entries: ledger.entries,
      },
    ];
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
