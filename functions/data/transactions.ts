import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './dynamo.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB takes at most 100 items in one TransactWriteItems call. */
export const maxTransactItems = 100;

/**
 * A transaction DynamoDB refused because a condition failed. `failed[i]` is true when item i's condition
 * did not hold, so the caller can say which rule stopped it.
 */
export class TransactionRefused extends Error {
  readonly failed: boolean[];
  constructor(failed: boolean[]) {
    super('Transaction refused');
    this.failed = failed;
  }
}

/**
 * A write's own items with as many of `following` as fit beside them in its transaction, and the rest
 * of `following` in transactions of their own, for after it commits (DynamoDB takes 100 items a
 * transaction): copies the write keeps current, such as a student's name on their bookings.
 */
export function withFollowing(
  own: TransactItem[],
  following: TransactItem[],
): { first: TransactItem[]; after: TransactItem[][] } {
  const room = maxTransactItems - own.length;
  const after: TransactItem[][] = [];
  for (let start = room; start < following.length; start += maxTransactItems)
    after.push(following.slice(start, start + maxTransactItems));
  return { first: [...own, ...following.slice(0, room)], after };
}

/** Other transactions kept touching the same items through every retry: the caller may try again. */
export class TransactionBusyError extends Error {}

interface CancellationReason {
  Code?: string;
}

const conflictAttempts = 6;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one transaction. A cancellation caused only by another transaction touching the same items at
 * the same moment (TransactionConflict) is tried again after a short random pause, since nothing was
 * wrong with the request; a failed condition becomes TransactionRefused.
 */
export async function transact(items: TransactItem[]): Promise<void> {
  if (items.length > maxTransactItems)
    throw new Error(`A transaction takes ${maxTransactItems} items at most`);
  for (let attempt = 1; ; attempt++) {
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = ((error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ??
        []) as CancellationReason[];
      const failed = items.map((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
      if (failed.some(Boolean)) throw new TransactionRefused(failed);
      if (attempt >= conflictAttempts)
        throw new TransactionBusyError('Transaction conflict', { cause: error });
      await pause(10 + Math.random() * 40 * attempt);
    }
  }
}
