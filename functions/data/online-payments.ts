import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OnlinePaymentStatus } from '#contract/money';
import type { Actor } from './audit.ts';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import {
  onlinePaymentKey,
  pendingOnlinePaymentIndexKeys,
  reconciledOnlinePaymentKeys,
  reconciledOnlinePaymentsPartition,
  studentLeftOnlinePaymentKeys,
  studentLeftOnlinePaymentsPartition,
  studentOnlinePaymentKeys,
  studentOnlinePaymentsPartition,
} from './keys.ts';
import { queryFrom } from './paging.ts';
import { recordReader } from './records.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

/**
 * An online payment as we started it (docs/decisions/0040-paystack-behind-one-payment-interface.md):
 * written before the browser goes to the provider, keyed by our own reference, which the provider's
 * webhook and verify call name. It is the only record of which student a reference belongs to, and of
 * the amount and currency the provider must confirm before anything is credited.
 */
export interface OnlinePayment {
  reference: string;
  studentId: string;
  amount: number;
  currency: string;
  /**
   * `pending` until settled; `paid` once, with its entry and receipt, never back; `abandoned` while the
   * provider says the student has not completed the checkout, which they still can (docs/decisions/
   * 0081); `failed` when the provider said it failed, or knows no such charge, which a later
   * confirmation still credits (docs/decisions/0077); `mismatch`, never back, when the provider's record
   * of it disagreed with ours (its amount or currency), never credited; `unclaimed`, never back, when
   * the provider confirmed it after its student was deleted and it was credited to no one.
   */
  status: OnlinePaymentStatus | 'abandoned' | 'mismatch' | 'unclaimed';
  createdAt: string;
  entryId: string | null;
  receiptNumber: string | null;
  /** What the provider's verify call said was charged, when it disagreed with ours (`mismatch`). */
  verified?: { amount: number; currency: string };
  /** When staff marked a `mismatch` dealt with, who did, and what they said was done (`settleMismatch`). */
  settledAt?: string;
  settledBy?: Actor;
  note?: string;
}

export async function createOnlinePayment(
  payment: Omit<OnlinePayment, 'status' | 'entryId' | 'receiptNumber'>,
): Promise<OnlinePayment> {
  const item: OnlinePayment = { ...payment, status: 'pending', entryId: null, receiptNumber: null };
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...onlinePaymentKey(payment.reference),
        ...pendingOnlinePaymentIndexKeys(payment),
        type: 'onlinePayment',
        ...item,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return item;
}

export async function getOnlinePayment(reference: string): Promise<OnlinePayment | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: onlinePaymentKey(reference), ConsistentRead: true }),
  );
  return Item ? paymentOf(Item) : null;
}

const paymentOf = recordReader<OnlinePayment>()([
  'reference',
  'studentId',
  'amount',
  'currency',
  'status',
  'createdAt',
  'entryId',
  'receiptNumber',
  'verified',
  'settledAt',
  'settledBy',
  'note',
]);

type Status = OnlinePayment['status'];

/** The statuses a payment can still be credited from: what the provider said last was not its end. */
const creditable = ['pending', 'abandoned', 'failed'] as const satisfies Status[];

/** A condition on a payment, with the values it names; `#status` names its status. */
interface Condition {
  condition: string;
  values?: Record<string, unknown>;
}

/** A condition that the payment's status is one of `statuses`, with its values. */
const statusIn = (statuses: readonly Status[]): Condition => ({
  condition: `#status IN (${statuses.map((status) => `:${status}`).join(', ')})`,
  values: Object.fromEntries(statuses.map((status) => [`:${status}`, status])),
});

type PaymentUpdate = NonNullable<TransactItem['Update']>;

/**
 * The one shape of every write to a payment: the attributes it sets (each by its own name and value),
 * those it removes, and the condition it holds only while, as an Update for a transaction or alone.
 */
function paymentUpdate(
  reference: string,
  {
    set = {},
    remove = [],
    when,
  }: { set?: Record<string, unknown>; remove?: readonly string[]; when: Condition },
): PaymentUpdate {
  const setting = setAttributes(set);
  return {
    TableName: tableName(),
    Key: onlinePaymentKey(reference),
    UpdateExpression: [
      ...(setting.set.length ? [`SET ${setting.set.join(', ')}`] : []),
      ...(remove.length ? [`REMOVE ${remove.join(', ')}`] : []),
    ].join(' '),
    ConditionExpression: when.condition,
    ExpressionAttributeNames: {
      ...(when.condition.includes('#status') ? { '#status': 'status' } : {}),
      ...setting.names,
    },
    ExpressionAttributeValues: { ...when.values, ...setting.values },
  };
}

/** A write of paymentUpdate on its own: false when its condition no longer held. */
async function updatedIfStill(update: PaymentUpdate): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(update));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The index keys of each list: the reconciliation's, and the student's (in progress, or left unpaid: one
 * at a time, in the same GSI2 attributes).
 */
const reconciledKeyNames = ['GSI3PK', 'GSI3SK'];
const studentListKeyNames = ['GSI2PK', 'GSI2SK'];

/**
 * One page of the payments the reconciliation asks about whose wait began from `from` to `to` (ISO
 * times), oldest first: the pending payments by their start, the checkouts left unpaid by the moment
 * their wait began again. At most `limit`, from `cursor` (the page before's `next`), for work that goes
 * through them a page a run.
 */
export async function onlinePaymentsToReconcile(
  { from, to }: { from: string; to: string },
  cursor: Record<string, unknown> | null,
  limit: number,
): Promise<{ payments: OnlinePayment[]; next?: Record<string, unknown> }> {
  const page = await queryFrom(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': reconciledOnlinePaymentsPartition, ':from': from, ':to': `${to}~` },
    },
    cursor,
    limit,
  );
  return { payments: page.items.map(paymentOf), ...(page.next ? { next: page.next } : {}) };
}

/** Newest first, as each of the student's lists is sorted: by start, then reference (byStart in keys.ts). */
const newestFirst = (a: OnlinePayment, b: OnlinePayment) =>
  b.createdAt.localeCompare(a.createdAt) || b.reference.localeCompare(a.reference);

/**
 * The student's online payments not yet confirmed, newest first, at most `limit` (a student starts a
 * handful): from their list in progress, those pending and those whose provider's record disagreed with
 * ours, for a person to settle; from their list left unpaid, the checkouts (`abandoned`) started from
 * `leftUnpaidSince` (an ISO time), which the provider may still complete (docs/decisions/0095).
 */
export async function onlinePaymentsNotConfirmedOf(
  studentId: string,
  leftUnpaidSince: string,
  limit: number,
): Promise<OnlinePayment[]> {
  const newest = async (keyCondition: string, values: Record<string, string>) =>
    (
      await queryFrom(
        {
          IndexName: 'GSI2',
          KeyConditionExpression: keyCondition,
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
        },
        null,
        limit,
      )
    ).items.map(paymentOf);
  const [inProgress, leftUnpaid] = await Promise.all([
    newest('GSI2PK = :pk', { ':pk': studentOnlinePaymentsPartition(studentId) }),
    newest('GSI2PK = :pk AND GSI2SK >= :since', {
      ':pk': studentLeftOnlinePaymentsPartition(studentId),
      ':since': leftUnpaidSince,
    }),
  ]);
  return [...inProgress, ...leftUnpaid].sort(newestFirst).slice(0, limit);
}

/**
 * The item that marks a payment credited, for the credit's own transaction: it holds only while the
 * payment has not been credited (pending, or abandoned or failed as the provider last said), so a second
 * credit of the same reference (a replayed webhook, the return page racing the webhook or the
 * reconciliation) fails as a whole and writes nothing. A credited payment leaves both lists.
 */
export function creditedItem(
  reference: string,
  credit: { entryId: string; receiptNumber: string; at: string },
): TransactItem {
  return {
    Update: paymentUpdate(reference, {
      set: {
        status: 'paid',
        entryId: credit.entryId,
        receiptNumber: credit.receiptNumber,
        paidAt: credit.at,
      },
      remove: [...studentListKeyNames, ...reconciledKeyNames],
      when: statusIn(creditable),
    }),
  };
}

/**
 * Marks a payment unclaimed (its student was deleted before the provider confirmed it), off both lists.
 * False when it can no longer be credited: another call settled it first.
 */
export const markUnclaimed = (reference: string, at: string) =>
  settleAs(reference, 'unclaimed', at, creditable, {
    remove: [...studentListKeyNames, ...reconciledKeyNames],
  });

/**
 * Marks a payment failed, off both lists: the provider said it failed, or knows no such charge. False
 * when it was neither pending nor abandoned: another call settled it first.
 */
export const markFailed = (reference: string, at: string) =>
  settleAs(reference, 'failed', at, ['pending', 'abandoned'], {
    remove: [...studentListKeyNames, ...reconciledKeyNames],
  });

/**
 * Marks a payment abandoned: the provider said the student has not completed its checkout, which they
 * still can. From the student's payments in progress onto their checkouts left unpaid, which their
 * Money screen and staff's Money tab list for a day (docs/decisions/0095); the reconciliation's wait for
 * it begins again at `waitFrom`, or, with null, it is no longer asked about and leaves every list. False
 * when it could no longer be credited: another call settled it first.
 */
export const markAbandoned = (
  payment: Pick<OnlinePayment, 'reference' | 'studentId' | 'createdAt'>,
  at: string,
  waitFrom: string | null,
) =>
  settleAs(
    payment.reference,
    'abandoned',
    at,
    creditable,
    waitFrom
      ? {
          set: {
            ...studentLeftOnlinePaymentKeys(payment),
            ...reconciledOnlinePaymentKeys(payment.reference, waitFrom),
          },
          remove: [],
        }
      : { remove: [...studentListKeyNames, ...reconciledKeyNames] },
  );

/**
 * Marks a payment mismatched, once, with what the provider verified: its record disagreed with ours, so
 * it is never credited. Off the reconciliation (asking again changes nothing) and on the student's list
 * for staff to settle by hand. False when it could no longer be credited: another call settled it first.
 */
export const markMismatch = (
  payment: Pick<OnlinePayment, 'reference' | 'studentId' | 'createdAt'>,
  verified: { amount: number; currency: string },
  at: string,
) =>
  settleAs(payment.reference, 'mismatch', at, creditable, {
    set: { ...studentOnlinePaymentKeys(payment), verified },
    remove: reconciledKeyNames,
  });

/**
 * Marks a mismatched payment dealt with by staff (refunded at the provider, or what was taken recorded at
 * the desk): it stays `mismatch`, never credited, with when, by whom and their note, and leaves the
 * student's list, in one transaction with `items` (its audit entry). The write holds only while the
 * payment is a mismatch still listed, so of two staff at once, or a double click, one marks it and the
 * other writes nothing. False for that other one.
 */
export async function settleMismatch(
  reference: string,
  settled: { at: string; by: Actor; note: string },
  items: TransactItem[],
): Promise<boolean> {
  try {
    await transact([
      {
        Update: paymentUpdate(reference, {
          set: { settledAt: settled.at, settledBy: settled.by, note: settled.note },
          remove: studentListKeyNames,
          when: {
            condition: '#status = :mismatch AND attribute_exists(GSI2PK)',
            values: { ':mismatch': 'mismatch' },
          },
        }),
      },
      ...items,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) return false;
    throw error;
  }
}

/**
 * Takes a checkout left unpaid off the reconciliation, and off the student's list, its week over (the
 * schedule had stopped before its last turn came). Nothing when it is no longer abandoned: another call
 * settled it meanwhile.
 */
export async function endReconciling(reference: string): Promise<void> {
  await updatedIfStill(
    paymentUpdate(reference, {
      remove: [...studentListKeyNames, ...reconciledKeyNames],
      when: statusIn(['abandoned']),
    }),
  );
}

function settleAs(
  reference: string,
  status: Exclude<Status, 'pending' | 'paid'>,
  at: string,
  from: readonly Status[],
  keys: { set?: Record<string, unknown>; remove: readonly string[] },
): Promise<boolean> {
  return updatedIfStill(
    paymentUpdate(reference, {
      set: { status, [`${status}At`]: at, ...keys.set },
      remove: keys.remove,
      when: statusIn(from),
    }),
  );
}

/**
 * Puts on the reconciliation's index the payments that releases before it left off (`npm run
 * index-pending-payments`, through domain/money/index-online-payments.ts), and the local stack at each
 * start over an existing table; no Lambda calls it. It Scans the table, since nothing else lists those
 * payments (IAM denies the Lambdas Scan; an operator's credentials run it), reading only the few
 * attributes it needs, and finds two kinds:
 *
 * - a payment still pending without index keys, written before payments carried them (docs/decisions/
 *   0077): it gets the keys of any pending payment, on both lists;
 * - a payment marked `failed`, started since `leftUnpaid.since`, never marked abandoned: the release
 *   before docs/decisions/0081 marked a checkout left unpaid so, which took it off the index. It is put
 *   back as `abandoned`, with its wait beginning at `leftUnpaid.waitFrom` (null: its week would be over,
 *   and it is left as it is), for the schedule to ask Paystack about it. Those truly failed cannot be
 *   told from them without asking; the schedule's question marks each failed again, once.
 *
 * Each write holds only while the payment is still as read (pending without keys; failed and never
 * abandoned), so one settled meanwhile is left alone. Safe to repeat: a payment put back carries
 * `abandonedAt`, and a second run finds nothing more to do. Answers how many of each it wrote.
 */
export async function indexOnlinePayments(leftUnpaid: {
  since: string;
  waitFrom: (payment: { createdAt: string; failedAt: string }) => string | null;
  at: string;
}): Promise<{ indexed: number; putBack: number }> {
  const done = { indexed: 0, putBack: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        ProjectionExpression: '#reference, studentId, createdAt, #status, failedAt',
        FilterExpression:
          '#type = :type AND (' +
          '(#status = :pending AND attribute_not_exists(GSI3PK)) OR ' +
          '(#status = :failed AND createdAt >= :since AND attribute_not_exists(abandonedAt)))',
        ExpressionAttributeNames: { '#reference': 'reference', '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: {
          ':type': 'onlinePayment',
          ':pending': 'pending',
          ':failed': 'failed',
          ':since': leftUnpaid.since,
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const payment = paymentOf(item);
      if (payment.status === 'pending') {
        if (await indexPending(payment)) done.indexed += 1;
        continue;
      }
      const waitFrom = leftUnpaid.waitFrom({
        createdAt: payment.createdAt,
        failedAt: item.failedAt as string,
      });
      if (waitFrom && (await putBackLeftUnpaid(payment.reference, waitFrom, leftUnpaid.at)))
        done.putBack += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return done;
}

/** The index keys of a pending payment written before payments carried them, while it still has none. */
const indexPending = (payment: Pick<OnlinePayment, 'reference' | 'studentId' | 'createdAt'>) =>
  updatedIfStill(
    paymentUpdate(payment.reference, {
      set: pendingOnlinePaymentIndexKeys(payment),
      when: {
        condition: '#status = :pending AND attribute_not_exists(GSI3PK)',
        values: { ':pending': 'pending' },
      },
    }),
  );

/** A checkout the release before 0081 marked failed, back on the reconciliation as abandoned, once. */
const putBackLeftUnpaid = (reference: string, waitFrom: string, at: string) =>
  updatedIfStill(
    paymentUpdate(reference, {
      set: { status: 'abandoned', abandonedAt: at, ...reconciledOnlinePaymentKeys(reference, waitFrom) },
      when: {
        condition: '#status = :failed AND attribute_not_exists(abandonedAt)',
        values: { ':failed': 'failed' },
      },
    }),
  );
