import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../routes.ts';
import { dynamo, tableName } from './dynamo.ts';
import { newInternalId, newPublicId } from './ids.ts';
import { emailKey, rolePartition, userIndexKeys, userKey, userPublicIdPartition } from './keys.ts';

export type Gender = 'male' | 'female';

/** A student, admin or super admin. Students fill in the personal, academic and guardian fields. */
export interface User {
  id: string;
  publicId: string;
  role: Role;
  email: string;
  fullName: string;
  passwordHash: string;
  emailVerified: boolean;
  isActive: boolean;
  gender?: Gender;
  phoneNumber?: string;
  dateOfBirth?: string;
  programmeOfStudy?: string;
  level?: string;
  guardianName?: string;
  guardianPhoneNumber?: string;
  createdAt: string;
  updatedAt: string;
}

export type NewUser = Omit<User, 'id' | 'publicId' | 'createdAt' | 'updatedAt'>;

export class EmailTakenError extends Error {}

const userFields = [
  'id',
  'publicId',
  'role',
  'email',
  'fullName',
  'passwordHash',
  'emailVerified',
  'isActive',
  'gender',
  'phoneNumber',
  'dateOfBirth',
  'programmeOfStudy',
  'level',
  'guardianName',
  'guardianPhoneNumber',
  'createdAt',
  'updatedAt',
] as const;

export function userFromItem(item: Record<string, unknown>): User {
  const user: Record<string, unknown> = {};
  for (const field of userFields) if (item[field] !== undefined) user[field] = item[field];
  return user as unknown as User;
}

/** What a staff search matches, lower-cased once on write (DynamoDB's contains() is case-sensitive). */
export const userSearchText = (user: Pick<User, 'fullName' | 'email' | 'phoneNumber' | 'programmeOfStudy'>) =>
  [user.fullName, user.email, user.phoneNumber, user.programmeOfStudy]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();

export function userToItem(user: User): Record<string, unknown> {
  return {
    ...userKey(user.id),
    ...userIndexKeys(user),
    type: 'user',
    searchText: userSearchText(user),
    ...user,
  };
}

/**
 * Creates a user and claims the email address in one transaction, so two sign-ups with one address
 * cannot both succeed.
 */
export async function createUser(input: NewUser): Promise<User> {
  const now = new Date().toISOString();
  const user: User = {
    ...input,
    email: input.email.toLowerCase(),
    id: newInternalId(),
    publicId: newPublicId(),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(user.email), type: 'email', userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: userToItem(user),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new EmailTakenError(user.email);
    throw error;
  }
  return user;
}

export async function getUserById(id: string): Promise<User | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: userKey(id) }));
  return Item ? userFromItem(Item) : null;
}

export async function getUserByEmail(email: string): Promise<User | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return Item ? getUserById(Item.userId as string) : null;
}

export async function getUserByPublicId(publicId: string): Promise<User | null> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': userPublicIdPartition(publicId) },
      Limit: 1,
    }),
  );
  return Items?.[0] ? userFromItem(Items[0]) : null;
}

// Accounts: passwords, verification, and the staff writes of admin management.

/** Sets a new password hash; a user who set one through an emailed link has proved the address too. */
export async function setPassword(userId: string, passwordHash: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET passwordHash = :hash, emailVerified = :true, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':true': true, ':now': new Date().toISOString() },
    }),
  );
}

export async function markEmailVerified(userId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(userId),
      UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true, ':now': new Date().toISOString() },
    }),
  );
}

/** Every user of a role, by name. Meant for the staff roles, which hold a handful of people. */
export async function listUsersOfRole(role: Role): Promise<User[]> {
  const users: User[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': rolePartition(role) },
        ExclusiveStartKey: startKey,
      }),
    );
    users.push(...(page.Items ?? []).map(userFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return users;
}

/** The acting super admin was deactivated or removed while the request ran. */
export class ActorNotActiveSuperAdminError extends Error {}

/**
 * Checks, in the same transaction as a write to another staff account, that the super admin making it
 * is still an active super admin. Since nobody may deactivate or delete themself, a write that commits
 * leaves at least that one active super admin, whatever other writes run at the same time.
 */
function activeSuperAdminCheck(actorId: string) {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: userKey(actorId),
      ConditionExpression: 'isActive = :true AND #role = :superAdmin',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':true': true, ':superAdmin': 'super_admin' },
    },
  };
}

async function staffTransaction(items: Array<Record<string, unknown>>, actorId: string): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({ TransactItems: [...items, activeSuperAdminCheck(actorId)] as never }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (
      (error as Error).name === 'TransactionCanceledException' &&
      reasons?.at(-1)?.Code === 'ConditionalCheckFailed'
    )
      throw new ActorNotActiveSuperAdminError();
    throw error;
  }
}

/** Activates or deactivates a staff account, on behalf of a super admin. */
export async function setStaffActive(userId: string, isActive: boolean, actorId: string): Promise<void> {
  await staffTransaction(
    [
      {
        Update: {
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'SET isActive = :active, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':active': isActive, ':now': new Date().toISOString() },
        },
      },
    ],
    actorId,
  );
}

/** Removes a staff account and frees its email address, on behalf of a super admin. */
export async function deleteStaffUser(user: User, actorId: string): Promise<void> {
  await staffTransaction(
    [
      { Delete: { TableName: tableName(), Key: userKey(user.id) } },
      { Delete: { TableName: tableName(), Key: emailKey(user.email) } },
    ],
    actorId,
  );
}
