import type { PageQuery } from '#contract/pagination';
import type { Student } from '#contract/students';
import { getMany } from './batch.ts';
import { studentRenameItems } from './bookings.ts';
import { tableName } from './dynamo.ts';
import { activeBookingMarkerKey, emailKey, studentRolePartition, userKey } from './keys.ts';
import { queryAll, queryPage, type QuerySpec } from './paging.ts';
import { maxTransactItems, transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { EmailTakenError, isLiveUserItem, userFromItem, userToItem, type User } from './users.ts';

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
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

export interface StudentFilters {
  search?: string;
  isActive?: boolean;
  level?: string;
  programme?: string;
}

/**
 * Students by name from the ROLE#student partition. Filters and search are a filter over that one
 * partition: bounded by the hostel's size (see keys.ts), never a table scan.
 */
function studentsMatching(filters: StudentFilters): QuerySpec {
  const clauses: string[] = [];
  const values: Record<string, unknown> = { ':pk': studentRolePartition };
  if (filters.search) {
    clauses.push('contains(searchText, :search)');
    values[':search'] = filters.search.toLowerCase();
  }
  if (filters.isActive !== undefined) {
    clauses.push('isActive = :isActive');
    values[':isActive'] = filters.isActive;
  }
  if (filters.level) {
    clauses.push('#level = :level');
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
    ...(filters.level ? { ExpressionAttributeNames: { '#level': 'level' } } : {}),
  };
}

/**
 * A page of the matching students by name. A registration past its end is left out, though TTL may not
 * have removed it yet (users.ts); until it has, a plain page's total may still count it.
 */
export async function listStudents(
  filters: StudentFilters,
  page: PageQuery,
): Promise<{ students: Student[]; total: number }> {
  const { items, total } = await queryPage(studentsMatching(filters), page);
  return { students: items.filter(isLiveUserItem).map((item) => toStudent(userFromItem(item))), total };
}

/** Every matching student by name, for a list sorted another way before it pages. */
export async function allStudents(filters: StudentFilters): Promise<Student[]> {
  return (await queryAll(studentsMatching(filters)))
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
    | 'passwordHash'
    | 'isActive'
  >
>;

/** The student's record with `changes` made, not yet written. */
export function changedStudent(user: User, changes: StudentChanges): User {
  return {
    ...user,
    ...changes,
    email: (changes.email ?? user.email).toLowerCase(),
    updatedAt: new Date().toISOString(),
  };
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
  const items: TransactItem[] = [studentRecordPut(user, updated)];
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
  const own = [...items, ...audit(updated)];
  const room = maxTransactItems - own.length;
  try {
    await transact([...own, ...bookingItems.slice(0, room)]);
    for (let start = room; start < bookingItems.length; start += maxTransactItems)
      await transact(bookingItems.slice(start, start + maxTransactItems));
  } catch (error) {
    if (error instanceof TransactionRefused && newEmail && error.failed[1])
      throw new EmailTakenError(updated.email);
    if (error instanceof TransactionRefused) throw new StudentChangedError(user.id);
    throw error;
  }
  return updated;
}

export class StudentChangedError extends Error {}

/** The items that delete a student record and free their email address, for a caller's transaction. */
export function studentDeletionItems(user: User): TransactItem[] {
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: userKey(user.id),
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
    { Delete: { TableName: tableName(), Key: emailKey(user.email) } },
  ];
}

/**
 * Deletes a student who holds no bed. The marker check makes a booking racing with the deletion lose
 * one way or the other: either the booking lands first and this is refused, or the booking's own check
 * that the student exists fails.
 */
export async function deleteStudentRecord(user: User, audit: TransactItem[]): Promise<void> {
  try {
    await transact([
      ...studentDeletionItems(user),
      {
        ConditionCheck: {
          TableName: tableName(),
          Key: activeBookingMarkerKey(user.id),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...audit,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new StudentChangedError(user.id);
    throw error;
  }
}
