import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ticketLifetimeSeconds } from '#contract/realtime';
import type { Role } from '#contract/roles';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { hashOfSecret, newSecretToken } from './ids.ts';
import { realtimeTicketKey } from './keys.ts';

/** What a ticket proves about the socket that presents it: the signed-in tab that asked for it. */
export interface TicketHolder {
  /** Session.id: its secret's hash, never what the cookie holds. */
  sessionId: string;
  userId: string;
  role: Role;
  tabId: string;
}

/** Issues a ticket for this tab's socket: valid once, for ticketLifetimeSeconds. */
export async function createRealtimeTicket(holder: TicketHolder): Promise<string> {
  const ticket = newSecretToken();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...realtimeTicketKey(hashOfSecret(ticket)),
        type: 'realtime-ticket',
        ...holder,
        expiresAt: nowSeconds() + ticketLifetimeSeconds,
      },
    }),
  );
  return ticket;
}

/**
 * Uses a ticket up: deletes it and returns who it was issued to, or null when it is unknown, already
 * used or expired. The delete is conditional and returns the old item, so two sockets presenting the
 * same ticket at once cannot both get it.
 */
export async function consumeRealtimeTicket(ticket: string): Promise<TicketHolder | null> {
  // newSecretToken() makes 43 URL-safe characters; anything else was never issued.
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  try {
    const { Attributes } = await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: realtimeTicketKey(hashOfSecret(ticket)),
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes || (Attributes.expiresAt as number) <= nowSeconds()) return null;
    return {
      sessionId: Attributes.sessionId as string,
      userId: Attributes.userId as string,
      role: Attributes.role as Role,
      tabId: Attributes.tabId as string,
    };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
