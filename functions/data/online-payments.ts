import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OnlinePaymentStatus } from '#contract/money';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import {
  onlinePaymentKey,
  pendingOnlinePaymentIndexKeys,
  pendingOnlinePaymentsPartition,
  studentPendingPaymentsPartition,
} from './keys.ts';
import { queryFrom } from './paging.ts';
import { recordReader } from './records.ts';
import type { TransactItem } from './transactions.ts';

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
   * `pending` until settled; `paid` once, with its entry and receipt, never back; `failed` when the
   * provider said it was not completed, which a later confirmation still credits (Paystack lets a
   * checkout be paid after it was left: docs/decisions/0077); `unclaimed`, never back, when the provider
   * confirmed it after its student was deleted and it was credited to no one.
   */
  status: OnlinePaymentStatus | 'unclaimed';
  createdAt: string;
  entryId: string | null;
  receiptNumber: string | null;
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
]);

/** The statuses a payment can still be credited from: what the provider said last was not its end. */
const creditable = { ':pending': 'pending', ':failed': 'failed' };
const stillCreditable = '#status IN (:pending, :failed)';
/** A settled payment leaves both lists of pending ones. */
const leavesPending = 'REMOVE GSI2PK, GSI2SK, GSI3PK, GSI3SK';

/**
 * One page of the pending payments started from `from` to `to` (ISO times), oldest first: at most
 * `limit`, from `cursor` (the page before's `next`), for work that goes through them a page a run.
 */
export async function pendingOnlinePayments(
  { from, to }: { from: string; to: string },
  cursor: Record<string, unknown> | null,
  limit: number,
): Promise<{ payments: OnlinePayment[]; next?: Record<string, unknown> }> {
  const page = await queryFrom(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pendingOnlinePaymentsPartition, ':from': from, ':to': `${to}~` },
    },
    cursor,
    limit,
  );
  return { payments: page.items.map(paymentOf), ...(page.next ? { next: page.next } : {}) };
}

/** The student's pending payments, newest first: at most `limit` (a student starts a handful). */
export async function pendingOnlinePaymentsOf(studentId: string, limit: number): Promise<OnlinePayment[]> {
  const { items } = await queryFrom(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': studentPendingPaymentsPartition(studentId) },
      ScanIndexForward: false,
    },
    null,
    limit,
  );
  return items.map(paymentOf);
}

/**
 * The item that marks a payment credited, for the credit's own transaction: it holds only while the
 * payment has not been credited (pending, or failed as the provider last said), so a second credit of
 * the same reference (a replayed webhook, the return page racing the webhook or the reconciliation)
 * fails as a whole and writes nothing.
 */
export function creditedItem(
  reference: string,
  credit: { entryId: string; receiptNumber: string; at: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: onlinePaymentKey(reference),
      UpdateExpression: `SET #status = :paid, entryId = :entry, receiptNumber = :receipt, paidAt = :at ${leavesPending}`,
      ConditionExpression: stillCreditable,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ...creditable,
        ':entry': credit.entryId,
        ':receipt': credit.receiptNumber,
        ':at': credit.at,
      },
    },
  };
}

/**
 * Marks a payment unclaimed (its student was deleted before the provider confirmed it). False when it
 * can no longer be credited: another call settled it first.
 */
export const markUnclaimed = (reference: string, at: string) =>
  settleAs(reference, 'unclaimed', at, stillCreditable, creditable);

/**
 * Marks a pending payment failed: the provider said it was not completed. False when it is no longer
 * pending: another call settled it first.
 */
export const markFailed = (reference: string, at: string) =>
  settleAs(reference, 'failed', at, '#status = :pending', { ':pending': 'pending' });

async function settleAs(
  reference: string,
  status: 'unclaimed' | 'failed',
  at: string,
  condition: string,
  values: Record<string, string>,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: onlinePaymentKey(reference),
        UpdateExpression: `SET #status = :status, #at = :at ${leavesPending}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#status': 'status', '#at': `${status}At` },
        ExpressionAttributeValues: { ':status': status, ':at': at, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives the payments still pending that were written before payments carried index keys (the release of
 * docs/decisions/0077) their keys, so the reconciliation and the Money tab find them: `npm run
 * index-pending-payments` once after that deploy, and the local stack at each start over an existing
 * table; no Lambda calls it. It Scans the table, since nothing else lists those payments (IAM denies the
 * Lambdas Scan; an operator's credentials run it), reading only the few attributes it needs. Each write
 * holds only while the payment is still pending without keys, so one settled meanwhile is left alone.
 * Safe to repeat: a second run indexes nothing. Returns how many it indexed.
 */
export async function indexPendingOnlinePayments(): Promise<number> {
  let indexed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        ProjectionExpression: '#reference, studentId, createdAt',
        FilterExpression: '#type = :type AND #status = :pending AND attribute_not_exists(GSI3PK)',
        ExpressionAttributeNames: { '#reference': 'reference', '#type': 'type', '#status': 'status' },
        ExpressionAttributeValues: { ':type': 'onlinePayment', ':pending': 'pending' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) if (await indexPending(paymentOf(item))) indexed += 1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return indexed;
}

async function indexPending(payment: Pick<OnlinePayment, 'reference' | 'studentId' | 'createdAt'>) {
  const keys = pendingOnlinePaymentIndexKeys(payment);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: onlinePaymentKey(payment.reference),
        UpdateExpression: 'SET GSI2PK = :g2pk, GSI2SK = :g2sk, GSI3PK = :g3pk, GSI3SK = :g3sk',
        ConditionExpression: '#status = :pending AND attribute_not_exists(GSI3PK)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':g2pk': keys.GSI2PK,
          ':g2sk': keys.GSI2SK,
          ':g3pk': keys.GSI3PK,
          ':g3sk': keys.GSI3SK,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
