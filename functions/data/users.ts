import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  studentIdNumberField,
  studentProfileFields,
  type GuardianRelationship,
} from '#contract/student-fields';
import type { Role } from '#contract/roles';
import { genderAsRead, isOpenAsLinked, openAsLinked } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { passwordCredentialDelete, passwordCredentialPut } from './credentials.ts';
import { transact, TransactionRefused, withFollowing, type TransactItem } from './transactions.ts';
import { studentRenameItems } from './bookings.ts';
import { renameEntry } from './waitlist.ts';
import { newInternalId, newPublicId } from './ids.ts';
import { emailKey, rolePartition, userIndexKeys, userKey, userPublicIdPartition } from './keys.ts';
import { queryAll } from './paging.ts';

export type Gender = 'male' | 'female';

/** A student, admin or super admin. Students fill in the personal, academic and guardian fields. */
export interface User {
  id: string;
  publicId: string;
  role: Role;
  email: string;
  fullName: string;
  /**
   * Only on a profile written before passwords moved to the credential partition (data/credentials.ts,
   * docs/decisions/0049), until the move-password-hashes job moves it; nothing writes it any more.
   * Kept through the profile's rewrites so that none loses a password the job has not moved yet.
   */
  passwordHash?: string;
  emailVerified: boolean;
  isActive: boolean;
  /**
   * How many times staff have activated the account: absent until the first time. A link (data/tokens.ts)
   * records it when issued and works only while it is unchanged, so no link issued before a deactivation
   * works once the account is reopened, whether or not the deactivation's revocation found it
   * (docs/decisions/0082).
   */
  reactivations?: number;
  gender?: Gender;
  phoneNumber?: string;
  dateOfBirth?: string;
  programmeOfStudy?: string;
  level?: string;
  guardianName?: string;
  guardianPhoneNumber?: string;
  guardianRelationship?: GuardianRelationship;
  /** Unique among students: claimed by a STUDENTID# item beside the record (data/students.ts). */
  studentIdNumber?: string;
  /**
   * Epoch seconds at which an account made by a registration nobody has verified ends (docs/spec.md
   * §12): the table's TTL removes the item some time after, and every reader treats it as gone from
   * then on. Absent on every other account: the mailbox's proof, or a booking, makes it lasting.
   */
  expiresAt?: number;
  createdAt: string;
  updatedAt: string;
}

export type NewUser = Omit<User, 'id' | 'publicId' | 'createdAt' | 'updatedAt' | 'passwordHash'>;

export class EmailTakenError extends Error {}

const userFields = [
  'id',
  'publicId',
  'role',
  'email',
  'passwordHash',
  'emailVerified',
  'isActive',
  'reactivations',
  ...studentProfileFields,
  studentIdNumberField,
  'expiresAt',
  'createdAt',
  'updatedAt',
] as const;

/** How long a registration nobody has verified holds its address (docs/spec.md §9). */
export const registrationLifetimeSeconds = 7 * 24 * 60 * 60;

/** An unverified registration past its end is gone, whether or not TTL has removed it yet. */
export const isLiveUserItem = (item: Record<string, unknown>) =>
  item.expiresAt === undefined || (item.expiresAt as number) > nowSeconds();

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
 * The transaction item that claims an address for a user, and, when the address is held by an
 * unverified registration past its end (which TTL may not have removed yet), the removal of that
 * account: such an address is free (docs/spec.md §12). `lapsedUserId` names that account.
 */
function addressClaimItems(email: string, userId: string, lapsedUserId?: string): TransactItem[] {
  const claim = { TableName: tableName(), Item: { ...emailKey(email), type: 'email', userId } };
  if (!lapsedUserId) return [{ Put: { ...claim, ConditionExpression: 'attribute_not_exists(PK)' } }];
  return [
    {
      Put: {
        ...claim,
        ConditionExpression: 'userId = :lapsed',
        ExpressionAttributeValues: { ':lapsed': lapsedUserId },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: userKey(lapsedUserId),
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds() },
      },
    },
  ];
}

/**
 * Who holds an address now: nobody, a live account, or a registration that has lapsed (or vanished),
 * named by its id.
 */
async function holderOf(email: string): Promise<'nobody' | 'account' | { lapsed: string }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: emailKey(email), ConsistentRead: true }),
  );
  if (!Item) return 'nobody';
  const holder = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(Item.userId as string), ConsistentRead: true }),
  );
  return holder.Item && isLiveUserItem(holder.Item) ? 'account' : { lapsed: Item.userId as string };
}

/**
 * Runs a transaction that claims an address; when the claim is refused because a lapsed registration
 * still holds it, runs it once more over that registration. 'held' when someone really holds it,
 * 'refused' when nobody does and another item of the transaction refused it.
 */
async function claimingAddress(
  email: string,
  userId: string,
  items: (claim: TransactItem[]) => TransactItem[],
): Promise<'claimed' | 'held' | 'refused'> {
  let lapsed: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: items(addressClaimItems(email, userId, lapsed)) as never,
        }),
      );
      return 'claimed';
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const holder = await holderOf(email);
      if (holder === 'nobody') return 'refused';
      if (holder === 'account') return 'held';
      lapsed = holder.lapsed;
    }
  }
  return 'held';
}

/**
 * Creates a user and claims the email address in one transaction, so two sign-ups with one address
 * cannot both succeed. `alongside` adds items to that transaction: the password's credential item
 * (data/credentials.ts), the audit trail's record of a staff-made account. `now` is when (ISO): the
 * demo data dates its accounts before their history.
 */
export async function createUser(
  input: NewUser,
  alongside: (user: User) => TransactItem[] = () => [],
  now = new Date().toISOString(),
): Promise<User> {
  const user: User = {
    ...input,
    email: input.email.toLowerCase(),
    id: newInternalId(),
    publicId: newPublicId(),
    createdAt: now,
    updatedAt: now,
  };
  const created = await claimingAddress(user.email, user.id, (claim) => [
    ...claim,
    {
      Put: {
        TableName: tableName(),
        Item: userToItem(user),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...alongside(user),
  ]);
  if (created !== 'claimed') throw new EmailTakenError(user.email);
  return user;
}

/** The check, for a caller's transaction, that a user was not deleted since they were read. */
export const userStillExists = (id: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: userKey(id), ConditionExpression: 'attribute_exists(PK)' },
});

/**
 * The check, for a caller's transaction, that a user is still active staff (listActiveStaff's rule): what
 * is handed to a staff member read as active must not commit past their deactivation or deletion.
 */
export const stillActiveStaff = (id: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: userKey(id),
    ConditionExpression: 'attribute_exists(PK) AND isActive = :true AND #role IN (:admin, :superAdmin)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':true': true, ':admin': 'admin', ':superAdmin': 'super_admin' },
  },
});

/** The check, for a caller's transaction, that a user still exists with the gender read (genderAsRead). */
export function genderUnchanged(user: Pick<User, 'id' | 'gender'>): TransactItem {
  const gender = genderAsRead(user.gender);
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: userKey(user.id),
      ConditionExpression: `attribute_exists(PK) AND ${gender.expression}`,
      ExpressionAttributeValues: gender.values,
    },
  };
}

/**
 * A user by id; null for none, or a registration that lapsed. `consistent` for a read that must see a
 * change committed a moment ago (the address a notice's mail goes to as it goes).
 */
export async function getUserById(id: string, { consistent = false } = {}): Promise<User | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(id), ConsistentRead: consistent }),
  );
  return Item && isLiveUserItem(Item) ? userFromItem(Item) : null;
}

/**
 * The user an address belongs to. An unknown address reads a profile too (nobody's, which does not
 * exist), so both make the same two reads: a sign-in's or a reset's time must not tell a registered
 * address from another, as its answer does not (decision 0016).
 */
export async function getUserByEmail(email: string): Promise<User | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: emailKey(email) }));
  return getUserById(Item ? (Item.userId as string) : 'nobody');
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
  return Items?.[0] && isLiveUserItem(Items[0]) ? userFromItem(Items[0]) : null;
}

// Accounts: passwords, verification, and the staff writes of admin management.

/** What a link (data/tokens.ts) recorded of its account when it was issued. */
export interface LinkIssued {
  reactivations: number;
}

/**
 * What a link requires of the account whose password it sets: the address it was mailed to, which the
 * account must still sign in with, and the account open as when the link was issued (decision 0082).
 */
export interface ResetLinkBinding extends LinkIssued {
  sentTo: string;
}

/**
 * Sets a new password hash, in its credential item, in one transaction with the profile; a user who set
 * one through an emailed link has proved the address too. `link`, for a password set through one: what
 * the account must still be as it commits. False when the user no longer exists (deleted after a link to
 * it was sent), has moved to another address, was deactivated (or deactivated and reactivated) since the
 * link was issued, or is still nothing but a registration, which may be a stranger's: only its own link
 * verifies it, with its own profile (decision 0024); a new password must not verify it with the
 * stranger's (decision 0080).
 */
export async function setPassword(
  userId: string,
  passwordHash: string,
  link?: ResetLinkBinding,
): Promise<boolean> {
  const open = link ? openAsLinked(link.reactivations) : { expression: '', values: {} };
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'SET emailVerified = :true, updatedAt = :now REMOVE passwordHash',
          ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(expiresAt)${
            link ? ` AND email = :sentTo AND ${open.expression}` : ''
          }`,
          ExpressionAttributeValues: {
            ':true': true,
            ':now': new Date().toISOString(),
            ...(link ? { ':sentTo': link.sentTo, ...open.values } : {}),
          },
        },
      },
      passwordCredentialPut(userId, passwordHash),
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused) return false;
    throw error;
  }
}

/**
 * What a student's registration sets: the password and the profile, never the address or the role. It
 * travels whole only inside the secret partitions (the held registration, its verification link).
 */
export const registrationFields = ['passwordHash', ...studentProfileFields] as const;
export type RegistrationProfile = Pick<User, (typeof studentProfileFields)[number]>;
/** A registration as POST /auth/register received it: its profile and the hash of its password. */
export type PendingRegistration = RegistrationProfile & { passwordHash: string };
/**
 * What a verification link is bound to: a registration, or, for a link sent again, the account's
 * profile with no hash, which verifies with the account's own password (its credential item).
 */
export type LinkedRegistration = RegistrationProfile & { passwordHash?: string };

export const pendingRegistrationOf = (source: Record<string, unknown>): LinkedRegistration =>
  Object.fromEntries(
    registrationFields
      .filter((field) => source[field] !== undefined && source[field] !== '')
      .map((field) => [field, source[field]]),
  ) as unknown as LinkedRegistration;

/** A registration's profile fields, for the profile item; its password goes to the credential item. */
export function registrationProfileOf(registration: LinkedRegistration): RegistrationProfile {
  const { passwordHash: _credential, ...profile } = pendingRegistrationOf(
    registration as unknown as Record<string, unknown>,
  );
  return profile;
}

/**
 * Verifies an unverified student account with the registration a link was mailed for, once the link
 * came with that registration's password (verify-email.ts): the password becomes the registration's (a
 * link sent again has none, and is given the account's own as checked, so that it lasts with the
 * account), and so does the profile while the account is still nothing but a registration. An account staff hold to
 * (one that holds a booking) keeps the record staff see. Only the address the link was mailed to
 * qualifies, and only while the account is open as when the link was issued (`reactivations`, decision
 * 0082). False when the account is gone, lapsed, verified, no longer at that address or deactivated
 * since.
 */
export async function verifyRegistration(
  userId: string,
  email: string,
  registration: LinkedRegistration,
  link: LinkIssued,
): Promise<boolean> {
  const open = openAsLinked(link.reactivations);
  // A booking made between the read and the write changes what may be written: read again then.
  for (let attempt = 0; attempt < 2; attempt++) {
    const user = await getUserById(userId);
    if (!user || user.emailVerified || user.role !== 'student' || user.email !== email) return false;
    if (!isOpenAsLinked(user, link.reactivations)) return false;
    // The registration's password replaces whatever the profile held from before decision 0049.
    const { expiresAt, passwordHash: _replaced, ...kept } = user;
    const next: User = {
      ...kept,
      ...(expiresAt === undefined ? {} : registrationProfileOf(registration)),
      emailVerified: true,
      updatedAt: new Date().toISOString(),
    };
    try {
      await transact([
        {
          Put: {
            TableName: tableName(),
            Item: userToItem(next),
            ConditionExpression: `updatedAt = :seen AND emailVerified = :false AND email = :email AND ${
              open.expression
            } AND ${
              expiresAt === undefined
                ? 'attribute_not_exists(expiresAt)'
                : 'expiresAt = :ends AND expiresAt > :now'
            }`,
            ExpressionAttributeValues: {
              ':seen': user.updatedAt,
              ':false': false,
              ':email': email,
              ...open.values,
              ...(expiresAt === undefined ? {} : { ':ends': expiresAt, ':now': nowSeconds() }),
            },
          },
        },
        ...(registration.passwordHash ? [passwordCredentialPut(userId, registration.passwordHash)] : []),
      ]);
      return true;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
  return false;
}

/**
 * Moves a user to a new sign-in address in one transaction: frees the old address, claims the new one
 * (refused when someone holds it) and changes the user, only if their address is still the old one and,
 * for a move a link asked for (`link`), the account is open as when the link was issued (decision 0082).
 * False when any of that no longer holds. A student's bookings carry their address too and are
 * renamed in that transaction, their waitlist entry after it, as updateStudent does (docs/spec.md §11).
 */
export async function changeEmail(user: User, newEmail: string, link?: LinkIssued): Promise<boolean> {
  const email = newEmail.toLowerCase();
  // A booking of the student's that ends while the address moves refuses the transaction that renames
  // it; the move is tried again over the bookings as they are then, so the spent link still counts.
  for (let attempt = 0; attempt < 3; attempt++) {
    const moved = await movingAddress(user, email, link);
    if (moved !== 'again') return moved;
  }
  return false;
}

/** One try at changeEmail: 'again' when something other than the address's holder refused it. */
async function movingAddress(user: User, email: string, link?: LinkIssued): Promise<boolean | 'again'> {
  const open = link ? openAsLinked(link.reactivations) : { expression: '', values: {} };
  const moved = { ...user, email };
  const isStudent = user.role === 'student';
  const renames = isStudent ? await studentRenameItems(user.id, moved) : [];
  let after: TransactItem[][] = [];
  const own = (claim: TransactItem[]): TransactItem[] => [
    {
      Delete: {
        TableName: tableName(),
        Key: emailKey(user.email),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': user.id },
      },
    },
    ...claim,
    {
      Update: {
        TableName: tableName(),
        Key: userKey(user.id),
        UpdateExpression: 'SET email = :new, searchText = :search, updatedAt = :now',
        ConditionExpression: `email = :old${link ? ` AND ${open.expression}` : ''}`,
        ExpressionAttributeValues: {
          ':new': email,
          ':old': user.email,
          ':search': userSearchText(moved),
          ':now': new Date().toISOString(),
          ...open.values,
        },
      },
    },
  ];
  const changed = await claimingAddress(email, user.id, (claim) => {
    const split = withFollowing(own(claim), renames);
    after = split.after;
    return split.first;
  });
  if (changed !== 'claimed') return changed === 'refused' ? 'again' : false;
  for (const rest of after) await transact(rest);
  if (isStudent) await renameEntry(moved);
  return true;
}

/** Every user of a role, by name. Meant for the staff roles, which hold a handful of people. */
export async function listUsersOfRole(role: Role): Promise<User[]> {
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': rolePartition(role) },
  });
  return items.map(userFromItem);
}

/** The active staff (admins and super admins), by name: who is assigned repairs and told of them. */
export async function listActiveStaff(): Promise<User[]> {
  const [admins, superAdmins] = await Promise.all([listUsersOfRole('admin'), listUsersOfRole('super_admin')]);
  return [...admins, ...superAdmins]
    .filter((user) => user.isActive)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
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

/**
 * Activates or deactivates a staff account, on behalf of a super admin, with its audit record. Every
 * activation counts (`reactivations`), that of an account already open too, so no read of the account
 * is needed to count the one that reopens it: each ends the links issued before it (decision 0082).
 */
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
          UpdateExpression: `SET isActive = :active, updatedAt = :now${isActive ? ' ADD reactivations :one' : ''}`,
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: {
            ':active': isActive,
            ':now': new Date().toISOString(),
            ...(isActive ? { ':one': 1 } : {}),
          },
        },
      },
    ],
    actorId,
  );
}

/**
 * Removes a staff account and frees its email address, on behalf of a super admin, in one transaction
 * with `alongside`: its audit record, and the erasure of what else was theirs.
 */
export async function deleteStaffUser(user: User, actorId: string, alongside: TransactItem[]): Promise<void> {
  await staffTransaction(
    [
      ...alongside,
      { Delete: { TableName: tableName(), Key: userKey(user.id) } },
      { Delete: { TableName: tableName(), Key: emailKey(user.email) } },
      passwordCredentialDelete(user.id),
    ],
    actorId,
  );
}
