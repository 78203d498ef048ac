import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { mailLineKey } from './keys.ts';

/**
 * Books `count` hand-offs to SES, `spacingMs` apart and none before `notBefore` (ms since the epoch),
 * and returns the time of the first. The line is one item holding the next free time: a booking moves
 * it on by its span in one conditional write, so every worker of every Lambda books from the same line
 * and no two bookings overlap. An idle line (its next time past) starts again at `notBefore`.
 */
export async function bookMailHandOffs(count: number, spacingMs: number, notBefore: number): Promise<number> {
  const span = count * spacingMs;
  for (;;) {
    try {
      const { Attributes } = await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: mailLineKey(),
          UpdateExpression: 'ADD nextAt :span',
          ConditionExpression: 'nextAt >= :notBefore',
          ExpressionAttributeValues: { ':span': span, ':notBefore': notBefore },
          ReturnValues: 'UPDATED_OLD',
        }),
      );
      return Attributes!.nextAt as number;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: mailLineKey(),
          UpdateExpression: 'SET nextAt = :next, #type = :type',
          ConditionExpression: 'attribute_not_exists(nextAt) OR nextAt < :notBefore',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':next': notBefore + span,
            ':notBefore': notBefore,
            ':type': 'mail-line',
          },
        }),
      );
      return notBefore;
    } catch (error) {
      // Another booking moved the line past `notBefore` between the two writes: book behind it.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
