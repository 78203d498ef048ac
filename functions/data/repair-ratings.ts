import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { RepairScore } from '#contract/maintenance';
import { hostelDayOf } from '../platform/hostel-time.ts';
import { dynamo, tableName } from './dynamo.ts';
import { repairRatingsKey } from './keys.ts';
import type { TransactItem } from './transactions.ts';

/**
 * A calendar month's repair ratings, as a running count and sum on one item per month (decision 0065),
 * moved by ADD in the transaction of each rated confirm: the dashboard reads one item, never the month's
 * requests. A confirm that fails moves nothing, and a request is confirmed once (closed is final), so
 * each rating counts once.
 */

/** The month a rating given at `at` (an ISO time) counts in: the hostel's (decision 0111), YYYY-MM. */
export const ratingMonth = (at: string) => hostelDayOf(at).slice(0, 7);

/** The transaction item that counts one rating in its month. */
export const countRatingItem = (at: string, score: RepairScore): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: repairRatingsKey(ratingMonth(at)),
    UpdateExpression: 'SET #type = :type ADD rated :one, scoreSum :score',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':type': 'repairRatings', ':one': 1, ':score': score },
  },
});

/** A month's ratings: how many, and their scores added up (0 and 0 for a month with none). */
export async function ratingsOfMonth(month: string): Promise<{ rated: number; scoreSum: number }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: repairRatingsKey(month) }),
  );
  return { rated: Number(Item?.rated ?? 0), scoreSum: Number(Item?.scoreSum ?? 0) };
}
