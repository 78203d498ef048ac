import type { PageQuery } from '#contract/pagination';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { studentIdNumberField } from '#contract/student-fields';
import type { Student } from '#contract/students';
import { getMany } from './batch.ts';
import { BookingRefused, studentRenameItems } from './bookings.ts';
import { passwordCredentialDelete } from './credentials.ts';
import { absent } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import {
  activeBookingMarkerKey,
  balanceKey,
  emailKey,
  studentIdNumberKey,
  studentRolePartition,
  userKey,
} from './keys.ts';
import { ledgerOf } from './ledger.ts';
import { occupantIdsOfRoomNumber } from './rooms.ts';
import { queryAll, queryPage, type QuerySpec } from './paging.ts';
import { transact, TransactionRefused, withFollowing, type TransactItem } from './transactions.ts';
import { renameEntry } from './waitlist.ts';
import {
  createUser,
  EmailTakenError,
  isLiveUserItem,
  userFromItem,
  userToItem,
  type NewUser,
  type User,
} from './users.ts';

/** The API's view of a student: never the password hash. */
export function toStudent(user: User): Student {
  return {
    id: user.id,
    publicId: user.publicId,
    fullName: user.fullName,
    email: user.email,
    role: 'student',
    gender: user.gender ?? null,
    phoneNumber: user.phoneNumber ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    programmeOfStudy: user.programmeOfStudy ?? '',
    level: user.level ?? '',
    guardianName: user.guardianName ?? '',
    guardianPhoneNumber: user.guardianPhoneNumber ?? '',
    guardianRelationship: user.guardianRelationship ?? null,
    studentIdNumber: user.studentIdNumber ?? null,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

/** The fields a student may leave out, which a form sends as '' for "not given" (contract/students.ts). */
const optionalStudentFields = ['guardianRelationship', studentIdNumberField] as const;
type Blankable<T> = { [K in keyof T]: K extends (typeof optionalStudentFields)[number] ? T[K] | '' : T[K] };

/** The record without the optional fields given as '': a field not given is absent, not blank. */
function withoutBlanks<T extends object>(fields: Blankable<T>): T {
  const kept = { ...fields } as Record<string, unknown>;
  for (const field of optionalStudentFields) if (kept[field] === '') delete kept[field];
  return kept as T;
}

export class StudentIdNumberTakenError extends Error {}

/** The claim that keeps a student ID number to one student, for the transaction that gives it. */
const studentIdNumberClaim = (number: string, userId: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...studentIdNumberKey(number), type: 'studentIdNumber', userId },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

async function studentIdNumberHeld(number: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: studentIdNumberKey(number), ConsistentRead: true }),
  );
  return Boolean(Item);
}

/**
 * Creates a student (staff's POST /students, the demo hostel) with their ID number, when given,
 * claimed in the transaction that claims the address, so two students can never share one. `alongside`
 * adds items to that transaction, and `now` dates the account, as createUser's do.
 */
export async function createStudent(
  input: Blankable<NewUser>,
  alongside: (user: User) => TransactItem[] = () => [],
  now?: string,
): Promise<User> {
  const given = withoutBlanks<NewUser>(input);
  const number = given.studentIdNumber;
  try {
    return await createUser(
      given,
      (user) => [...(number ? [studentIdNumberClaim(number, user.id)] : []), ...alongside(user)],
      now,
    );
  } catch (error) {
    // createUser reads any refused claim as the address's; the number's claim tells whether it was that.
    if (error instanceof EmailTakenError && number && (await studentIdNumberHeld(number)))
      throw new StudentIdNumberTakenError();
    throw error;
  }
}

export interface StudentFilters {
  search?: string;
  isActive?: boolean;
  level?: string;
  programme?: string;
}

/**
 * Students by name from the ROLE#student partition. Filters and search are a filter over that one
 * partition: bounded by the hostel's size (see keys.ts), never a table scan. The search matches the
 * text of a student's record, or names the room they live in (`residents`, the ids of its occupants).
 */
function studentsMatching(filters: StudentFilters, residents: readonly string[]): QuerySpec {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': studentRolePartition };
  if (filters.search) {
    values[':search'] = filters.search.toLowerCase();
    const ids = residents.map((id, i) => {
      values[`:resident${i}`] = id;
      return `:resident${i}`;
    });
    if (ids.length) names['#id'] = 'id';
    clauses.push(
      ids.length
        ? `(contains(searchText, :search) OR #id IN (${ids.join(', ')}))`
        : 'contains(searchText, :search)',
    );
  }
  if (filters.isActive !== undefined) {
    clauses.push('isActive = :isActive');
    values[':isActive'] = filters.isActive;
  }
  if (filters.level) {
    clauses.push('#level = :level');
    names['#level'] = 'level';
    values[':level'] = filters.level;
  }
  if (filters.programme) {
    clauses.push('contains(searchText, :programme)');
    values[':programme'] = filters.programme.toLowerCase();
  }
  return {
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: values,
    ...(clauses.length ? { FilterExpression: clauses.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
  };
}

/**
 * The students' query, with the residents of the room the search names when it names one. A room's
 * occupants are its capacity at most, far inside the 100 operands of DynamoDB's IN.
 */
async function studentsSearched(filters: StudentFilters): Promise<QuerySpec> {
  const residents = filters.search ? await occupantIdsOfRoomNumber(filters.search) : [];
  return studentsMatching(filters, residents);
}

/**
 * A page of the matching students by name. A registration past its end is left out, though TTL may not
 * have removed it yet (users.ts); until it has, a plain page's total may still count it.
 */
export async function listStudents(
  filters: StudentFilters,
  page: PageQuery,
): Promise<{ students: Student[]; total: number }> {
  const { items, total } = await queryPage(await studentsSearched(filters), page);
  return { students: items.filter(isLiveUserItem).map((item) => toStudent(userFromItem(item))), total };
}

/** Every matching student by name, for a list sorted another way before it pages. */
export async function allStudents(filters: StudentFilters): Promise<Student[]> {
  return (await queryAll(await studentsSearched(filters)))
    .filter(isLiveUserItem)
    .map((item) => toStudent(userFromItem(item)));
}

export async function getStudentsByIds(ids: string[]): Promise<Student[]> {
  const items = await getMany(ids.map(userKey));
  return items
    .map((item) => toStudent(userFromItem(item)))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

export type StudentChanges = Partial<
  Pick<
    User,
    | 'email'
    | 'fullName'
    | 'gender'
    | 'phoneNumber'
    | 'dateOfBirth'
    | 'programmeOfStudy'
    | 'level'
    | 'guardianName'
    | 'guardianPhoneNumber'
    | 'isActive'
    | 'reactivations'
  > & {
    /** '' clears the field (contract/students.ts). */
    guardianRelationship: User['guardianRelationship'] | '';
    studentIdNumber: string;
  }
>;

/** The student's record with `changes` made, not yet written. */
export function changedStudent(user: User, changes: StudentChanges): User {
  return withoutBlanks<User>({
    ...user,
    ...changes,
    email: (changes.email ?? user.email).toLowerCase(),
    updatedAt: new Date().toISOString(),
  });
}

/** Frees a number, only while the student still holds it. */
const studentIdNumberRelease = (number: string, userId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: studentIdNumberKey(number),
    ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
    ExpressionAttributeValues: { ':id': userId },
  },
});

/** The claim items that move a student's ID number from `before`'s to `after`'s, for their transaction. */
function studentIdNumberMove(before: User, after: User): TransactItem[] {
  if (before.studentIdNumber === after.studentIdNumber) return [];
  return [
    ...(after.studentIdNumber ? [studentIdNumberClaim(after.studentIdNumber, after.id)] : []),
    ...(before.studentIdNumber ? [studentIdNumberRelease(before.studentIdNumber, before.id)] : []),
  ];
}

/**
 * The item that writes a changed record read as `user`, for a caller's transaction: guarded by the
 * updatedAt that was read, so a concurrent change is not silently overwritten. Not for a new email,
 * which moves the email claim too (updateStudent).
 */
export function studentRecordPut(user: User, updated: User): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: userToItem(updated),
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':seen': user.updatedAt },
    },
  };
}

/**
 * Writes a student's changed record in one transaction: the whole item is rewritten from what was read,
 * guarded by its updatedAt so a concurrent change is not silently overwritten, and a new email moves
 * the email claim (refused if the address belongs to someone else).
 */
export async function updateStudent(
  user: User,
  changes: StudentChanges,
  audit: (updated: User) => TransactItem[],
): Promise<User> {
  const updated = changedStudent(user, changes);
  const numberItems = studentIdNumberMove(user, updated);
  // The number's claim goes first, so a refusal of item 0 is a number held by someone else.
  const items: TransactItem[] = [...numberItems, studentRecordPut(user, updated)];
  const emailAt = items.length;
  const newEmail = updated.email !== user.email;
  if (newEmail) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...emailKey(updated.email), type: 'email', userId: updated.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Delete: { TableName: tableName(), Key: emailKey(user.email) } },
    );
  }
  // A new name or email is written on the student's bookings too, in the same transaction as the
  // record (a student holds a booking or two per period, far below DynamoDB's 100 items; beyond that the
  // rest follow in transactions of their own).
  const renamed = updated.fullName !== user.fullName || newEmail;
  const bookingItems = renamed ? await studentRenameItems(user.id, updated) : [];
  const { first, after } = withFollowing([...items, ...audit(updated)], bookingItems);
  try {
    await transact(first);
    for (const rest of after) await transact(rest);
  } catch (error) {
    if (
      error instanceof TransactionRefused &&
      updated.studentIdNumber &&
      numberItems.length &&
      error.failed[0]
    )
      throw new StudentIdNumberTakenError();
    if (error instanceof TransactionRefused && newEmail && error.failed[emailAt])
      throw new EmailTakenError(updated.email);
    if (error instanceof TransactionRefused) throw new StudentChangedError(user.id);
    throw error;
  }
  // The waitlist entry follows in a write of its own: a new gender updates that entry in the record's
  // transaction (regenderItems), and a transaction takes one operation per item.
  if (renamed) await renameEntry(updated);
  return updated;
}

export class StudentChangedError extends Error {}

/**
 * The items that delete a student record, their password and their email address's claim, for a
 * caller's transaction, on condition that their ledger holds no money: no balance, or a balance of zero
 * (docs/spec.md §7, Students). Money owed or in credit would be left with no one to collect it from
 * or pay it back to. The record must be as read (its updatedAt) and the address still theirs: an edit
 * meanwhile may have moved them to claims this would leave behind, or given their old address to
 * someone else.
 */
export function studentDeletionItems(user: User): TransactItem[] {
  return [
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: balanceKey(user.id),
        ConditionExpression: 'attribute_not_exists(PK) OR balance = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      },
    },
    passwordCredentialDelete(user.id),
    {
      Delete: {
        TableName: tableName(),
        Key: userKey(user.id),
        ConditionExpression: 'updatedAt = :seen',
        ExpressionAttributeValues: { ':seen': user.updatedAt },
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: emailKey(user.email),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: { ':id': user.id },
      },
    },
    ...(user.studentIdNumber ? [studentIdNumberRelease(user.studentIdNumber, user.id)] : []),
  ];
}

/**
 * Deletes a student who holds no bed, in one transaction with `alongside` (its audit record, their
 * waitlist entry's withdrawal, the erasure of what else was theirs). The marker check makes a booking
 * racing with the deletion lose one way or the other: either the booking lands first and this is
 * refused, or the booking's own check that the student exists fails.
 */
export async function deleteStudentRecord(user: User, alongside: TransactItem[]): Promise<void> {
  try {
    await transact([...studentDeletionItems(user), absent(activeBookingMarkerKey(user.id)), ...alongside]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new StudentChangedError(user.id);
    throw error;
  }
}

/** A student who cannot be deleted: their balance (minor units, positive owed) is not zero. */
export class StudentHoldsMoney extends Error {
  readonly balance: number;
  readonly currency: string;
  constructor(balance: number, currency: string) {
    super('student holds money');
    this.balance = balance;
    this.currency = currency;
  }
}

async function refuseWhileMoneyHeld(studentId: string): Promise<void> {
  const { balance, currency } = await ledgerOf(studentId);
  if (balance !== 0) throw new StudentHoldsMoney(balance, currency!);
}

/**
 * Runs a student's deletion (deleteStudentRecord, or endBooking with studentDeletionItems), refused
 * with StudentHoldsMoney while their balance is not zero. The balance read first gives the refusal its
 * amount; the deletion's own check on it is what holds against a charge or payment landing in between,
 * and a deletion refused once the balance is no longer zero was refused for that.
 */
export async function unlessMoneyHeld<T>(studentId: string, deletion: () => Promise<T>): Promise<T> {
  await refuseWhileMoneyHeld(studentId);
  try {
    return await deletion();
  } catch (error) {
    if (error instanceof StudentChangedError || error instanceof BookingRefused)
      await refuseWhileMoneyHeld(studentId);
    throw error;
  }
}
