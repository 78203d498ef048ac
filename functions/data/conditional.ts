import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import type { TransactItem } from './transactions.ts';

/** A write its ConditionExpression refused: the item was not as the write required, not a fault. */
export const isConditionFailure = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

/**
 * Updates an item that still exists. An item deleted meanwhile (a session ended, a socket closed, a
 * notice erased with its account) stays deleted rather than coming back as a fragment holding only what
 * the update writes, which nothing would ever delete.
 */
export async function updateIfPresent(
  key: Record<string, unknown>,
  update: Pick<
    UpdateCommandInput,
    'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        ...update,
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Sets attributes of an item that still exists (updateIfPresent). */
export async function setIfPresent(key: Record<string, unknown>, values: Record<string, unknown>) {
  const setting = setAttributes(values);
  await updateIfPresent(key, {
    UpdateExpression: `SET ${setting.set.join(', ')}`,
    ExpressionAttributeNames: setting.names,
    ExpressionAttributeValues: setting.values,
  });
}

/**
 * A condition that an item's gender is still the one read: a bed taken, or a waitlist counter counted,
 * for the gender read must not outlive a change committed meanwhile. No gender is no attribute on a user
 * record and NULL on a waitlist entry.
 */
export function genderAsRead(gender: string | null | undefined) {
  return gender
    ? { expression: 'gender = :genderRead', values: { ':genderRead': gender } }
    : {
        expression: '(attribute_not_exists(gender) OR attribute_type(gender, :genderRead))',
        values: { ':genderRead': 'NULL' },
      };
}

/**
 * Whether an account is open as it was when a link to it was issued: active, and activated no more times
 * since than the link recorded (`reactivations`: data/tokens.ts, decision 0082). A link issued in the
 * moment before a deactivation, which the deactivation's revocation (an index read) missed, is refused
 * while the account is closed and for good once it is reopened. Accounts never reactivated have no
 * count.
 */
export const isOpenAsLinked = (user: { isActive: boolean; reactivations?: number }, reactivations: number) =>
  user.isActive && (user.reactivations ?? 0) === reactivations;

/**
 * isOpenAsLinked as a condition on the user item, for the transaction of what the link writes: a
 * deactivation (or a deactivation and a reactivation) committed after the link's use read the account
 * refuses it too.
 */
export function openAsLinked(reactivations: number) {
  return {
    expression: `isActive = :linkedOpen AND ${
      reactivations === 0
        ? '(attribute_not_exists(reactivations) OR reactivations = :linkedReactivations)'
        : 'reactivations = :linkedReactivations'
    }`,
    values: { ':linkedOpen': true, ':linkedReactivations': reactivations },
  };
}

/**
 * A condition, for a caller's transaction, that no item of this key exists when it commits: a claim
 * nobody took, a marker not set, a record not made meanwhile.
 */
export const absent = (key: Record<string, unknown>): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_not_exists(PK)' },
});
