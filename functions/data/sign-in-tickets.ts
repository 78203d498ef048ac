import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { setAttributes } from './set-attributes.ts';
import { getLiveItem, nowSeconds } from './expiry.ts';
import { hashOfSecret, newSecretToken } from './ids.ts';
import { signInTicketKey } from './keys.ts';

/**
 * A sign-in under way: what is proved so far, between the password (or the start of a passkey sign-in)
 * and the second factor. The session is opened only when the ticket is closed, so a password alone never
 * holds one. The ticket travels in request bodies only, is stored hashed, belongs to one tab, and lasts
 * a few minutes.
 */
export interface SignInTicket {
  /** A sign-in, or a signed-in user adding a passkey (the challenge of navigator.credentials.create()). */
  purpose: 'sign-in' | 'add-passkey';
  /** The account whose password was checked; null for a passkey sign-in that has not named one yet. */
  userId: string | null;
  tabId: string;
  remember: boolean;
  /**
   * The password the ticket's sign-in, or the adding of a passkey, checked (data/credentials.ts
   * passwordFingerprint): once it has changed, the ticket finishes nothing (decision 0075), nor stores a
   * factor, even one written as it changes (decision 0089). Absent when none was: a passkey sign-in.
   */
  passwordFingerprint?: string;
  /** The WebAuthn challenge handed out for this ticket and not yet answered. */
  challenge?: string;
  /** An authenticator-app secret shown during enrolment and not yet confirmed with a code. */
  pendingTotpSecret?: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** Long enough to scan a QR code and type a code; short enough that an abandoned sign-in goes stale. */
export const signInTicketSeconds = 10 * 60;

const keyOf = (ticket: string) => signInTicketKey(hashOfSecret(ticket));

/** Opens a ticket and returns it in clear: the only time it exists outside the tab that holds it. */
export async function openSignInTicket(input: {
  purpose: SignInTicket['purpose'];
  userId: string | null;
  tabId: string;
  remember: boolean;
  passwordFingerprint?: string;
  challenge?: string;
}): Promise<string> {
  const ticket = newSecretToken();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keyOf(ticket),
        type: 'sign-in-ticket',
        ...input,
        failures: 0,
        expiresAt: nowSeconds() + signInTicketSeconds,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return ticket;
}

/** The live ticket, or null when it is unknown, closed or expired (TTL deletion lags). */
export async function getSignInTicket(ticket: string): Promise<SignInTicket | null> {
  const item = await getLiveItem(keyOf(ticket), { consistent: true });
  if (!item) return null;
  return {
    purpose: item.purpose as SignInTicket['purpose'],
    userId: (item.userId as string | null) ?? null,
    tabId: item.tabId as string,
    remember: item.remember as boolean,
    ...(item.passwordFingerprint ? { passwordFingerprint: item.passwordFingerprint as string } : {}),
    ...(item.challenge ? { challenge: item.challenge as string } : {}),
    ...(item.pendingTotpSecret ? { pendingTotpSecret: item.pendingTotpSecret as string } : {}),
    expiresAt: item.expiresAt as number,
  };
}

/** Sets fields of a live ticket (a new challenge, a secret shown for enrolment); false when it is gone. */
export async function updateSignInTicket(
  ticket: string,
  fields: { challenge?: string; pendingTotpSecret?: string },
): Promise<boolean> {
  const setting = setAttributes(fields);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(ticket),
        UpdateExpression: `SET ${setting.set.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: setting.names,
        ExpressionAttributeValues: setting.values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Takes the ticket's challenge so it can be answered once: false when it was taken already (a replayed
 * or racing answer) or never handed out.
 */
export async function takeChallenge(ticket: string, challenge: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(ticket),
        UpdateExpression: 'REMOVE challenge',
        ConditionExpression: 'challenge = :challenge',
        ExpressionAttributeValues: { ':challenge': challenge },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts a code sent with the ticket before it is checked, while fewer than `limit` have been (one
 * conditional write, so codes sent at once cannot all be checked): how many there are with this one, or
 * null when the ticket has none left or is gone.
 */
export async function countTicketCode(ticket: string, limit: number): Promise<number | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keyOf(ticket),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'failures < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Attributes?.failures as number;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Ends the ticket; false when another request ended it first, so one ticket opens one session. */
export async function closeSignInTicket(ticket: string): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keyOf(ticket),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
