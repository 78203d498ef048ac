import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OnlinePaymentStatus } from '#contract/money';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { onlinePaymentKey } from './keys.ts';
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
   * `pending` until credited; `paid` once, with its entry and receipt, never back; `unclaimed`, never
   * back, when the provider confirmed it after its student was deleted and it was credited to no one.
   */
  status: Extract<OnlinePaymentStatus, 'pending' | 'paid'> | 'unclaimed';
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
      Item: { ...onlinePaymentKey(payment.reference), type: 'onlinePayment', ...item },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return item;
}

export async function getOnlinePayment(reference: string): Promise<OnlinePayment | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: onlinePaymentKey(reference), ConsistentRead: true }),
  );
  if (!Item) return null;
  const { PK: _pk, SK: _sk, type: _type, ...payment } = Item;
  return payment as OnlinePayment;
}

/**
 * The item that marks a payment credited, for the credit's own transaction: it holds only while the
 * payment is still pending, so a second credit of the same reference (a replayed webhook, the return
 * page racing the webhook) fails as a whole and writes nothing.
 */
export function creditedItem(
  reference: string,
  credit: { entryId: string; receiptNumber: string; at: string },
): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: onlinePaymentKey(reference),
      UpdateExpression: 'SET #status = :paid, entryId = :entry, receiptNumber = :receipt, paidAt = :at',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': 'paid',
        ':pending': 'pending',
        ':entry': credit.entryId,
        ':receipt': credit.receiptNumber,
        ':at': credit.at,
      },
    },
  };
}

/**
 * Marks a pending payment unclaimed (its student was deleted before the provider confirmed it). False
 * when it is no longer pending: another call settled it first.
 */
export async function markUnclaimed(reference: string, at: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: onlinePaymentKey(reference),
        UpdateExpression: 'SET #status = :unclaimed, unclaimedAt = :at',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unclaimed': 'unclaimed', ':pending': 'pending', ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
