import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { studentProfileFields } from '#contract/student-fields';
import type { Role } from '#contract/roles';
import { dynamo, tableName } from './dynamo.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
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
  /**
   * A student account that more than one registration has claimed before anyone verified it: its links
   * then verify only with the password their own registration chose (verify-email.ts).
   */
  registrationContested?: boolean;
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
  'passwordHash',
  'emailVerified',
  'isActive',
  ...studentProfileFields,
  'registrationContested',
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
 * cannot both succeed. `audit` adds the audit trail's record of a staff-made account to that transaction.
 */
export async function createUser(
  input: NewUser,
  audit: (user: User) => TransactItem[] = () => [],
): Promise<User> {
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
    await transact([
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
      ...audit(user),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new EmailTakenError(user.email);
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

/**
 * Runs a guarded update of an existing user; false when the user no longer exists (deleted after a link
 * to their account was sent).
 */
async function updateExistingUser(
  userId: string,
  update: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: `${update}, updatedAt = :now`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ...values, ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/** Sets a new password hash; a user who set one through an emailed link has proved the address too. */
export const setPassword = (userId: string, passwordHash: string) =>
  updateExistingUser(userId, 'SET passwordHash = :hash, emailVerified = :true', {
    ':hash': passwordHash,
    ':true': true,
  });

/** What a student's registration sets: the password and the profile, never the address or the role. */
export const registrationFields = ['passwordHash', ...studentProfileFields] as const;
export type PendingRegistration = Pick<User, (typeof registrationFields)[number]>;

export const pendingRegistrationOf = (source: Record<string, unknown>): PendingRegistration =>
  Object.fromEntries(
    registrationFields.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  ) as unknown as PendingRegistration;

/**
 * How a registration lands on an unverified account: verified through its link; sent by someone new
 * (contested: from now on every link of the account asks for its registration's password); or sent
 * again by whoever knows the account's current password (the account stays as contested as it was).
 */
export type PendingRegistrationChange = 'verified' | 'contested' | 'resubmitted';

/**
 * Writes a registration over a student account nobody has verified yet: the password and profile of
 * an unverified account belong to whoever registered last, and, through the link, to whoever proves
 * the mailbox (verifyRegistration). False when the account was verified (or removed) meanwhile.
 */
export async function replacePendingRegistration(
  user: User,
  registration: PendingRegistration,
  change: PendingRegistrationChange,
): Promise<boolean> {
  const { registrationContested, ...rest } = user;
  const contested = change === 'contested' || (change === 'resubmitted' && registrationContested);
  const next: User = {
    ...rest,
    ...pendingRegistrationOf(registration as unknown as Record<string, unknown>),
    emailVerified: change === 'verified',
    ...(contested ? { registrationContested: true } : {}),
    updatedAt: new Date().toISOString(),
  };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: userToItem(next),
        ConditionExpression:
          'attribute_exists(PK) AND emailVerified = :false AND #role = :student AND email = :email',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':false': false, ':student': 'student', ':email': user.email },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Verifies an unverified account with the registration its link was mailed for: whoever proves the
 * mailbox sets the credentials. False when the account is gone or already verified, so a link left over
 * from someone else's registration can never overwrite a verified account's password.
 */
export async function verifyRegistration(userId: string, registration?: PendingRegistration) {
  const user = await getUserById(userId);
  if (!user || user.emailVerified) return false;
  if (!registration || user.role !== 'student') {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK) AND emailVerified = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': new Date().toISOString() },
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
  return replacePendingRegistration(user, registration, 'verified');
}

/**
 * Moves a user to a new sign-in address in one transaction: frees the old address, claims the new one
 * (refused when someone holds it) and changes the user, only if their address is still the old one.
 * False when any of that no longer holds.
 */
export async function changeEmail(user: User, newEmail: string): Promise<boolean> {
  const email = newEmail.toLowerCase();
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: emailKey(user.email),
          ConditionExpression: 'userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...emailKey(email), type: 'email', userId: user.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: userKey(user.id),
          UpdateExpression: 'SET email = :new, searchText = :search, updatedAt = :now',
          ConditionExpression: 'email = :old',
          ExpressionAttributeValues: {
            ':new': email,
            ':old': user.email,
            ':search': userSearchText({ ...user, email }),
            ':now': new Date().toISOString(),
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused) return false;
    throw error;
  }
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

async function staffTransaction(items: TransactItem[], actorId: string): Promise<void> {
  try {
    // The check goes last: a failure of the last item is what tells a lost super admin apart.
    await transact([...items, activeSuperAdminCheck(actorId)]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed.at(-1)) throw new ActorNotActiveSuperAdminError();
    throw error;
  }
}

/** Activates or deactivates a staff account, on behalf of a super admin, with its audit record. */
export async function setStaffActive(
  userId: string,
  isActive: boolean,
  actorId: string,
  audit: TransactItem[],
): Promise<void> {
  await staffTransaction(
    [
      ...audit,
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

/** Removes a staff account and frees its email address, on behalf of a super admin, with its audit record. */
export async function deleteStaffUser(user: User, actorId: string, audit: TransactItem[]): Promise<void> {
  await staffTransaction(
    [
      ...audit,
      { Delete: { TableName: tableName(), Key: userKey(user.id) } },
      { Delete: { TableName: tableName(), Key: emailKey(user.email) } },
    ],
    actorId,
  );
}
