import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { newInternalId } from './ids.ts';
import { heldRegistrationKey } from './keys.ts';
import type { PendingRegistration } from './users.ts';

/**
 * A registration as POST /auth/register received it, held until the registration job settles it
 * (domain/auth/registration.ts). The answer writes this one item whatever the address, so it takes as
 * long for a known address as for a new one, and the password hash never travels on the queue. Items
 * expire through the table's TTL should no job take them.
 */
export interface HeldRegistration {
  email: string;
  registration: PendingRegistration;
}

const keepSeconds = 24 * 60 * 60;

export async function holdRegistration(held: HeldRegistration): Promise<string> {
  const id = newInternalId();
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...heldRegistrationKey(id),
        type: 'registration',
        ...held,
        expiresAt: nowSeconds() + keepSeconds,
      },
    }),
  );
  return id;
}

export async function heldRegistration(id: string): Promise<HeldRegistration | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: heldRegistrationKey(id), ConsistentRead: true }),
  );
  return Item
    ? { email: Item.email as string, registration: Item.registration as PendingRegistration }
    : null;
}

export async function releaseRegistration(id: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: heldRegistrationKey(id) }));
}
