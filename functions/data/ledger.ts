import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { EntryKind, EntryMethod, LedgerEntry, StudentMoney } from '#contract/money';
import type { Actor } from './audit.ts';
import { getMany } from './batch.ts';
import { absent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { newInternalId } from './ids.ts';
import {
  balanceKey,
  balancesPartition,
  ledgerEntryKey,
  ledgerEntryPrefix,
  ledgerPartition,
  receiptCounterKey,
  refundClaimKey,
  reversalClaimKey,
  reversalClaimPrefix,
} from './keys.ts';
import { queryAll } from './paging.ts';
import { addPeriodTotals } from './period-totals.ts';
import {
  addStandingCharges,
  chargesEntryCount,
  keptChargesOf,
  standingChargesOfLedger,
  type DueCharge,
} from './standing-charges.ts';
import { forEachBounded } from '../platform/bounded.ts';
import { transact, TransactionBusyError, TransactionRefused, type TransactItem } from './transactions.ts';
import { Refused } from './refused.ts';

/**
 * The ledger (docs/decisions/0026-ledger-with-balance-in-the-same-transaction.md). An entry is written
 * once and never changed; a correction is a reversing entry. Each write adds its entries' sum to the
 * student's balance item in the same transaction with DynamoDB's ADD, which is applied atomically by the
 * item's own serialised write, so two writers at the same moment cannot lose one another's amount, and
 * the balance is the sum of the entries whatever the interleaving.
 */

/** An entry not yet written: what the caller says, before the ledger gives it an id and a time. */
export interface NewEntry {
  studentId: string;
  kind: EntryKind;
  amount: number;
  currency: string;
  description: string;
  reason?: string | null;
  dueDate?: string | null;
  bookingId?: string | null;
  method?: EntryMethod | null;
  reference?: string | null;
  reverses?: string | null;
  /** The charges a refund gives back: writing it claims them (ledgerItems). */
  refunds?: string[] | null;
  recordedBy: Actor;
  /**
   * The academic period whose totals the entry counts in (periodKeyOf; docs/decisions/0041): a booking's
   * charges and refunds its booking's, a payment the period current when it is taken, a reversal its
   * original's. Required, so no writer can leave a period's totals short; null counts in none.
   */
  period: string | null;
}

export interface StoredEntry extends Omit<LedgerEntry, 'reversed'> {
  studentId: string;
}

/** Why a ledger write was refused; the operation turns each into its message. */
export class LedgerRefused extends Refused<
  'currencyMismatch' | 'alreadyReversed' | 'alreadyCredited' | 'refunded'
> {}

/** A payout is more than the student's credit when it commits (another payout or a charge came first). */
export class CreditShort extends Error {}

/** Other writers kept the same items busy through every attempt. */
export class LedgerBusy extends Error {}

export function entryOf(input: NewEntry, at = new Date().toISOString()): StoredEntry {
  return {
    id: newInternalId(),
    at,
    studentId: input.studentId,
    kind: input.kind,
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    reason: input.reason ?? null,
    dueDate: input.dueDate ?? null,
    bookingId: input.bookingId ?? null,
    method: input.method ?? null,
    reference: input.reference ?? null,
    receiptNumber: null,
    reverses: input.reverses ?? null,
    refunds: input.refunds ?? null,
    period: input.period,
    recordedBy: {
      id: input.recordedBy.id,
      name: input.recordedBy.name ?? null,
      role: input.recordedBy.role,
    },
  };
}

/** A claim item, created only if none exists: what it claims happens once. */
const claim = (key: Record<string, string>, details: Record<string, string>): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...key, ...details },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

/**
 * A condition, for a caller's transaction, that an entry has not been reversed: what the caller read of
 * it (a deposit held) still holds when its own write commits.
 */
export const entryNotReversed = (studentId: string, entryId: string): TransactItem =>
  absent(reversalClaimKey(studentId, entryId));

/**
 * A refund's hold on the charges it gives back: each still unreversed when the refund commits, and each
 * claimed, so that a reversal of it then refuses (reverseEntry). Of a refund and a reversal of one
 * charge, however close together, only the first to commit gives it back.
 */
const refundClaimItems = (refund: StoredEntry): TransactItem[] =>
  (refund.refunds ?? []).flatMap((chargeId) => [
    entryNotReversed(refund.studentId, chargeId),
    claim(refundClaimKey(refund.studentId, chargeId), { type: 'refundClaim', refundId: refund.id }),
  ]);

/**
 * The items that write entries: each entry, once (its key is new), and one balance update per student
 * (a transaction may touch an item only once, so a student's entries are summed first) moving the
 * balance, the period's totals and the standing charges (data/standing-charges.ts), then a refund's
 * claims on the charges it gives back (refundClaimItems). The balance keeps its currency: an entry in
 * another currency fails the condition and nothing is written. `reversedOriginals` gives the entry each
 * reversal undoes, by the reversal's id (its kind for the period's totals, its charge for the standing
 * charges); `withinCredit` lets the entries take a balance up to zero and no further (a payout hands
 * back credit the student holds, never more); `heldCount` lets them commit only while the student's
 * ledger still holds that many entries (nothing written since it was read: recordPayment).
 */
export function ledgerItems(
  entries: readonly StoredEntry[],
  {
    reversedOriginals = {},
    withinCredit = false,
    heldCount,
  }: {
    reversedOriginals?: Readonly<Record<string, StoredEntry>>;
    withinCredit?: boolean;
    heldCount?: number;
  } = {},
): TransactItem[] {
  const perStudent = new Map<
    string,
    {
      sum: number;
      count: number;
      currency: string;
      periods: Record<string, number>;
      charges: Record<string, number>;
    }
  >();
  for (const entry of entries) {
    const total = perStudent.get(entry.studentId) ?? {
      sum: 0,
      count: 0,
      currency: entry.currency,
      periods: {},
      charges: {},
    };
    if (total.currency !== entry.currency) throw new LedgerRefused('currencyMismatch');
    const original = reversedOriginals[entry.id];
    perStudent.set(entry.studentId, {
      ...total,
      sum: total.sum + entry.amount,
      count: total.count + 1,
      periods: addPeriodTotals(total.periods, entry, original?.kind),
      charges: addStandingCharges(total.charges, entry, original),
    });
  }
  return [
    ...entries.map((entry, order): TransactItem => ({
      Put: {
        TableName: tableName(),
        Item: {
          ...ledgerEntryKey(entry.studentId, entry.at, order, entry.id),
          type: 'ledgerEntry',
          ...entry,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
    ...[...perStudent].map(([studentId, total]): TransactItem => {
      const periods = Object.entries(total.periods);
      const charges = Object.entries(total.charges);
      return {
        Update: {
          TableName: tableName(),
          Key: balanceKey(studentId),
          UpdateExpression:
            `SET currency = if_not_exists(currency, :currency), studentId = :student, #type = :type, GSI3PK = :balances, GSI3SK = :student ADD balance :sum, entryCount :count, ${chargesEntryCount} :count` +
            periods.map((_, index) => `, #period${index} :period${index}`).join('') +
            charges.map((_, index) => `, #charge${index} :charge${index}`).join(''),
          ConditionExpression:
            '(attribute_not_exists(currency) OR currency = :currency)' +
            (withinCredit ? ' AND balance <= :credit' : '') +
            (heldCount === undefined
              ? ''
              : heldCount === 0
                ? ' AND attribute_not_exists(entryCount)'
                : ' AND entryCount = :held'),
          ExpressionAttributeNames: {
            '#type': 'type',
            ...Object.fromEntries(periods.map(([name], index) => [`#period${index}`, name])),
            ...Object.fromEntries(charges.map(([name], index) => [`#charge${index}`, name])),
          },
          ExpressionAttributeValues: {
            ':currency': total.currency,
            ':student': studentId,
            ':type': 'balance',
            ':balances': balancesPartition,
            ':sum': total.sum,
            ':count': total.count,
            ...(withinCredit ? { ':credit': -total.sum } : {}),
            ...(heldCount ? { ':held': heldCount } : {}),
            ...Object.fromEntries(periods.map(([, amount], index) => [`:period${index}`, amount])),
            ...Object.fromEntries(charges.map(([, amount], index) => [`:charge${index}`, amount])),
          },
        },
      };
    }),
    ...entries.flatMap(refundClaimItems),
  ];
}

/**
 * Whether a refused ledger transaction failed on a balance's currency: its `count` balance updates from
 * item `at` on, not the caller's items after them (their refusals are the caller's to name).
 */
const balanceFailed = (error: TransactionRefused, at: number, count = 1) =>
  error.failed.slice(at, at + count).some(Boolean);

const attempts = 40;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * Math.min(attempt, 10)));

/**
 * Runs a ledger transaction, trying again while other writers keep its items busy: ADD never needs the
 * caller to re-read, so trying again is always safe. `items` may build new items each attempt (the
 * receipt counter's do), and `again` names the refusals that mean "read again and retry".
 */
async function ledgerTransact(
  items: () => Promise<TransactItem[]>,
  again: (refused: TransactionRefused) => boolean = () => false,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await transact(await items());
      return;
    } catch (error) {
      const retry =
        error instanceof TransactionBusyError || (error instanceof TransactionRefused && again(error));
      if (!retry) throw error;
      if (attempt >= attempts) throw new LedgerBusy();
      await pause(attempt);
    }
  }
}

/** Writes entries (and the caller's items of the same change: its audit, a booking) in one transaction. */
export async function writeEntries(entries: readonly StoredEntry[], extra: TransactItem[] = []) {
  await ledgerTransact(async () => [...ledgerItems(entries), ...extra]).catch((error: unknown) => {
    const students = new Set(entries.map((entry) => entry.studentId)).size;
    if (error instanceof TransactionRefused && balanceFailed(error, entries.length, students))
      throw new LedgerRefused('currencyMismatch');
    throw error;
  });
}

/**
 * Records a payout of a student's credit with the caller's items (its audit, its notice). The balance
 * may rise to zero and no further, checked in the payout's own transaction, so two payouts at the same
 * moment cannot hand out one credit twice; if it would pass zero, nothing is written (CreditShort).
 * docs/decisions/0060-credit-paid-out-as-an-entry-of-its-own.md.
 */
export async function recordPayout(payout: StoredEntry, extra: TransactItem[]): Promise<void> {
  await ledgerTransact(async () => [...ledgerItems([payout], { withinCredit: true }), ...extra]).catch(
    (error: unknown) => {
      // The balance's update comes right after the one entry.
      if (error instanceof TransactionRefused && balanceFailed(error, 1)) throw new CreditShort();
      throw error;
    },
  );
}

export const receiptNumberOf = (sequence: number) => `R-${String(sequence).padStart(6, '0')}`;

/**
 * Records a payment with the next receipt number. The counter is read, then moved on by one in the same
 * transaction as the payment, on condition that it still holds what was read: two payments at the same
 * moment cannot take one number, and a payment that fails takes none, so the numbers have no gaps.
 * `guard`, when given, is one more conditional item of the same transaction (an online payment's move
 * from pending to paid): if its condition fails, nothing is written and the write is refused as
 * `alreadyCredited`. `confirms` gives, from the student's ledger as read for this attempt and the
 * payment, the items of a booking the payment confirms (domain/money/deposit-paid.ts), none when it
 * confirms nothing. The payment commits only while the ledger holds the entries read (its balance item's
 * count), so what `confirms` decided on is still the whole ledger: when another write came first, or the
 * booking's items fail (released meanwhile), the counter, the ledger and the booking are read again and
 * `confirms` decides afresh (docs/decisions/0103).
 */
export async function recordPayment(
  payment: StoredEntry,
  audit: (entry: StoredEntry) => TransactItem[],
  guard?: (entry: StoredEntry) => TransactItem,
  confirms: (
    ledger: Ledger & { stored: StoredEntry[] },
    entry: StoredEntry,
  ) => Promise<TransactItem[]> = () => Promise.resolve([]),
): Promise<StoredEntry> {
  let written = payment;
  // The counter, the entry and its balance come first; then the audit, the confirmed booking's items
  // and the guard, when there is one, last. `confirming` is how many items this attempt's confirmation had.
  const balanceAt = 2;
  let confirming = 0;
  const guarded = (refused: TransactionRefused) => Boolean(guard && refused.failed.at(-1));
  const readAgain = (refused: TransactionRefused) => {
    const confirmsAt = refused.failed.length - (guard ? 1 : 0) - confirming;
    return (
      refused.failed.some(Boolean) &&
      refused.failed.every(
        (failed, at) => !failed || at === 0 || at === balanceAt || (at >= confirmsAt && !guarded(refused)),
      )
    );
  };
  await ledgerTransact(async () => {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: receiptCounterKey(), ConsistentRead: true }),
    );
    const last = (Item?.last as number | undefined) ?? 0;
    const ledger = await ledgerOf(payment.studentId);
    if (ledger.currency && ledger.currency !== payment.currency) throw new LedgerRefused('currencyMismatch');
    written = { ...payment, receiptNumber: receiptNumberOf(last + 1) };
    const confirmed = await confirms(ledger, written);
    confirming = confirmed.length;
    return [
      {
        Update: {
          TableName: tableName(),
          Key: receiptCounterKey(),
          UpdateExpression: 'SET #last = :next',
          ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':next': last + 1, ...(last === 0 ? {} : { ':last': last }) },
        },
      },
      ...ledgerItems([written], { heldCount: ledger.stored.length }),
      ...audit(written),
      ...confirmed,
      ...(guard ? [guard(written)] : []),
    ];
  }, readAgain).catch((error: unknown) => {
    if (error instanceof TransactionRefused && guarded(error)) throw new LedgerRefused('alreadyCredited');
    throw error;
  });
  return written;
}

/**
 * Undoes one entry with its opposite. A claim item, created only if none exists, makes a second
 * reversal of the same entry fail, however close together the two requests come; a charge a refund
 * gives back (its claim, refundClaimItems) is refused too, since reversing it would give it back twice.
 * Reversing the refund itself releases its claims: its charges are owed again, and reversible.
 */
export async function reverseEntry(
  original: StoredEntry,
  reversal: StoredEntry,
  audit: TransactItem[],
): Promise<void> {
  try {
    await ledgerTransact(async () => [
      claim(reversalClaimKey(original.studentId, original.id), {
        type: 'reversalClaim',
        reversalId: reversal.id,
      }),
      absent(refundClaimKey(original.studentId, original.id)),
      ...ledgerItems([reversal], { reversedOriginals: { [reversal.id]: original } }),
      ...(original.refunds ?? []).map((chargeId): TransactItem => ({
        Delete: { TableName: tableName(), Key: refundClaimKey(original.studentId, chargeId) },
      })),
      ...audit,
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) throw new LedgerRefused('alreadyReversed');
    if (error.failed[1]) throw new LedgerRefused('refunded');
    // The claim, the refund's check and the reversal come before its balance.
    if (balanceFailed(error, 3)) throw new LedgerRefused('currencyMismatch');
    throw error;
  }
}

export interface Ledger {
  entries: LedgerEntry[];
  balance: number;
  currency: string | null;
  /** How many entries the balance item has counted: equal to entries.length unless one was lost. */
  entryCount: number;
}

const storedOf = (item: Record<string, unknown>): StoredEntry => {
  const { PK: _pk, SK: _sk, type: _type, ...entry } = item;
  return entry as unknown as StoredEntry;
};

/** A student's ledger, oldest first, with its balance: one consistent query of their partition. */
export async function ledgerOf(studentId: string): Promise<Ledger & { stored: StoredEntry[] }> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': ledgerPartition(studentId) },
    ConsistentRead: true,
  });
  const reversed = new Set(
    items
      .filter((item) => (item.SK as string).startsWith(reversalClaimPrefix))
      .map((item) => (item.SK as string).slice(reversalClaimPrefix.length)),
  );
  const stored = items.filter((item) => (item.SK as string).startsWith(ledgerEntryPrefix)).map(storedOf);
  const balance = items.find((item) => item.SK === 'BALANCE');
  return {
    stored,
    entries: stored.map(({ studentId: _student, ...entry }) => ({
      ...entry,
      reversed: reversed.has(entry.id),
    })),
    balance: (balance?.balance as number | undefined) ?? 0,
    currency: (balance?.currency as string | undefined) ?? null,
    entryCount: (balance?.entryCount as number | undefined) ?? 0,
  };
}

/**
 * Whether any student has a ledger: from then on the hostel's currency is fixed, since a ledger keeps
 * the currency of its first entry and charges in another could never be written to it.
 */
export async function anyMoneyRecorded(): Promise<boolean> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :balances',
      ExpressionAttributeValues: { ':balances': balancesPartition },
      Limit: 1,
    }),
  );
  return (Items?.length ?? 0) > 0;
}

export interface OwingBalance {
  studentId: string;
  balance: number;
  currency: string;
  /** The standing charges the balance keeps (data/standing-charges.ts); null when it keeps only some. */
  charges: DueCharge[] | null;
}

/**
 * The balances of the students who owe money now, above zero, with the charges each keeps: one query
 * (every balance is in GSI3's one partition).
 */
export async function balancesOwing(): Promise<OwingBalance[]> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :balances',
    FilterExpression: 'balance > :zero',
    ExpressionAttributeValues: { ':balances': balancesPartition, ':zero': 0 },
  });
  return items.map((item) => ({
    studentId: item.studentId as string,
    balance: item.balance as number,
    currency: item.currency as string,
    charges: keptChargesOf(item),
  }));
}

/** The students who owe money now (balancesOwing). */
export const studentsOwing = async (): Promise<string[]> =>
  (await balancesOwing()).map((owing) => owing.studentId);

/**
 * Puts on one balance its ledger's standing charges, as the ledger's writes would have moved them, on
 * condition that the ledger still holds the entries read (its balance's count): every entry was then
 * read, since none is ever deleted, and a write in between makes it read the ledger again.
 */
async function keepChargesOf(studentId: string): Promise<void> {
  await ledgerTransact(
    async () => {
      const { stored } = await ledgerOf(studentId);
      const charges = Object.entries(standingChargesOfLedger(stored));
      return [
        {
          Update: {
            TableName: tableName(),
            Key: balanceKey(studentId),
            UpdateExpression:
              `SET ${chargesEntryCount} = :count` +
              charges.map((_, index) => `, #charge${index} = :charge${index}`).join(''),
            ConditionExpression: 'entryCount = :count',
            // DynamoDB refuses an empty map of names: a ledger of payments alone keeps no charge.
            ...(charges.length > 0
              ? {
                  ExpressionAttributeNames: Object.fromEntries(
                    charges.map(([name], index) => [`#charge${index}`, name]),
                  ),
                }
              : {}),
            ExpressionAttributeValues: {
              ':count': stored.length,
              ...Object.fromEntries(charges.map(([, amount], index) => [`:charge${index}`, amount])),
            },
          },
        },
      ];
    },
    () => true,
  );
}

/**
 * `npm run keep-charges-on-balances` after deploying decision 0119, and the local stack at each start
 * over an existing table: gives every balance written before it the standing charges of its ledger,
 * 16 ledgers at a time. Until it reaches a balance, the outstanding list reads that student's ledger
 * instead. Returns how many it filled in; a second run fills in none.
 */
export async function keepChargesOnBalances(): Promise<number> {
  const items = await queryAll({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :balances',
    ExpressionAttributeValues: { ':balances': balancesPartition },
  });
  const before = items.filter((item) => keptChargesOf(item) === null).map((item) => item.studentId as string);
  await forEachBounded(before, 16, keepChargesOf);
  return before.length;
}

/** What a student holds in credit now, in minor units: 0 when they owe, are settled or have no ledger. */
export async function creditOf(studentId: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: balanceKey(studentId), ConsistentRead: true }),
  );
  return Math.max(0, -((Item?.balance as number | undefined) ?? 0));
}

/** The balances of a page of students, by student id (students with no entries are left out). */
export async function balancesOf(
  studentIds: string[],
): Promise<Map<string, { balance: number; currency: string }>> {
  const items = await getMany(studentIds.map(balanceKey));
  return new Map(
    items.map((item) => [
      item.studentId as string,
      { balance: item.balance as number, currency: item.currency as string },
    ]),
  );
}

/**
 * A student's money as the API answers it: their ledger and balance, in the ledger's currency, or the
 * hostel's (`currency`) until their first entry fixes theirs.
 */
export async function studentMoneyOf(
  student: { id: string; publicId: string; fullName: string },
  currency: string,
): Promise<StudentMoney> {
  const ledger = await ledgerOf(student.id);
  return {
    student: { id: student.id, publicId: student.publicId, fullName: student.fullName },
    currency: ledger.currency ?? currency,
    balance: ledger.balance,
    entries: ledger.entries,
  };
}
