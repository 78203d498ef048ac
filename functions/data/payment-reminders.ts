import { tableName } from './dynamo.ts';
import { paymentReminderKey } from './keys.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';

/**
 * A student's payment reminder marker (docs/decisions/0042-payment-reminders.md):
 * the moment they were last reminded of overdue charges. It moves only if it is older than the
 * interval's start, in the same transaction as the reminder's notice, so two runs of the job, or a
 * batch the queue delivers twice, remind a student once per interval whatever their timing.
 */

/**
 * Moves the student's marker to `at` and writes `items` (the reminder's notice) with it, unless the
 * marker is newer than `since`. Returns whether this call reminded them.
 */
export async function remindOnce(
  studentId: string,
  at: string,
  since: string,
  items: TransactItem[],
): Promise<boolean> {
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...paymentReminderKey(studentId), type: 'paymentReminder', studentId, remindedAt: at },
          ConditionExpression: 'attribute_not_exists(PK) OR remindedAt <= :since',
          ExpressionAttributeValues: { ':since': since },
        },
      },
      ...items,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) return false;
    throw error;
  }
}
