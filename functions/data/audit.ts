import type { AuditAction, AuditEntry, AuditListQuery } from '#contract/audit';
import type { PageQuery } from '#contract/pagination';
import type { SortOrder } from '#contract/sorting';
import type { Role } from '#contract/roles';
import type { Session } from './sessions.ts';
import { tableName } from './dynamo.ts';
import { newInternalId } from './ids.ts';
import { accountNames } from './account-names.ts';
import { getMany } from './batch.ts';
import { archivedBookingKey, auditKey, auditPartition, liveBookingKey, roomKey } from './keys.ts';
import { queryAll, queryPage, type QuerySpec } from './paging.ts';
import type { TransactItem } from './transactions.ts';

/**
 * Who did something: the signed-in user, or the system for automatic work. `name` is their name as it
 * was when they acted, kept with the entry (a session remembers it from sign-in).
 */
export interface Actor {
  id: string;
  role: Role | 'system';
  name?: string;
}

export interface AuditInput {
  actor: Actor;
  action: AuditAction;
  /**
   * What was acted on. `name` is how it reads at this moment (a student's name, "Room A101", a
   * booking's "student, Room A101"), kept with the entry so a later rename or move does not rewrite
   * the trail (issue #25); null where there is nothing to name (settings, content keys read as they are).
   */
  entity: { type: string; id: string; name: string | null; publicId?: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** When the change was made (ISO), when the caller has its time already; else now. */
  at?: string;
}

/** The actor of a request: its signed-in user, with their name as the session remembers it. */
export const actorOf = (session: Session): Actor => ({
  id: session.userId,
  role: session.role,
  ...(session.fullName ? { name: session.fullName } : {}),
});

/**
 * A user acting outside a request, named as `actorOf` names them from their session: the demo seed's
 * staff and students, whose history is written after the fact.
 */
export const userActor = (user: { id: string; role: Role; fullName: string }): Actor => ({
  id: user.id,
  role: user.role,
  name: user.fullName,
});

/** Work the system does on its own, such as the roll-over's archiving. */
export const systemActor: Actor = { id: 'system', role: 'system', name: 'System' };

/** How a booking reads in the trail: its student and room as they are at the moment of writing. */
export const bookingName = (booking: { student: { fullName: string }; room: { roomNumber: string } }) =>
  `${booking.student.fullName}, Room ${booking.room.roomNumber}`;

/** A booking as the trail names it (see `bookingName`). */
export const bookingEntity = (booking: {
  id: string;
  publicId: string;
  student: { fullName: string };
  room: { roomNumber: string };
}) => ({ type: 'booking', id: booking.id, name: bookingName(booking), publicId: booking.publicId });

/** A student's money (their ledger) as the trail names it: by its student. */
export const moneyEntity = (studentId: string, fullName: string) => ({
  type: 'money',
  id: studentId,
  name: fullName,
});

type WaitlistPlace = { studentId: string; student: { fullName: string } };

/** A place on the waitlist as the trail names it: by its student. */
export const waitlistEntity = (entry: WaitlistPlace) => ({
  type: 'waitlist',
  id: entry.studentId,
  name: entry.student.fullName,
});

/** The student acting on their own place (leaving, answering an offer), named as the entry has them. */
export const waitlistStudent = (entry: WaitlistPlace): Actor => ({
  id: entry.studentId,
  role: 'student',
  name: entry.student.fullName,
});

export const roomName = (room: { roomNumber: string }) => `Room ${room.roomNumber}`;

/** A room as the trail names it: by its number as it is at the moment of writing. */
export const roomEntity = (room: { id: string; publicId: string; roomNumber: string }) => ({
  type: 'room',
  id: room.id,
  name: roomName(room),
  publicId: room.publicId,
});

const staffRoles: ReadonlyArray<Actor['role']> = ['admin', 'super_admin'];

/** Keeps only the fields whose value changed, on both sides. */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null };
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter };
}

function entryOf(input: AuditInput): AuditEntry {
  return {
    id: newInternalId(),
    at: input.at ?? new Date().toISOString(),
    actor: input.actor,
    action: input.action,
    entity: input.entity,
    ...changedFields(input.before, input.after),
    named: true,
  };
}

/** What the trail's search box matches, lower-cased (DynamoDB's contains() tells case apart). */
const searchTextOf = (entry: AuditEntry) =>
  [entry.actor.name, entry.entity.name, entry.action].filter(Boolean).join(' ').toLowerCase();

const itemOf = (entry: AuditEntry) => ({
  ...auditKey(entry.at, entry.id),
  type: 'audit',
  searchText: searchTextOf(entry),
  ...entry,
});

/**
 * The audit trail's part of a write: add the returned items to the write's own transaction, so the
 * change and its record land together or not at all. Only staff writes are recorded (SPEC: every admin
 * and super-admin write); for anyone else the list is empty, so callers need not check the role.
 *
 *   await transact([...writeItems, ...auditItems({ actor, action: 'room.update', entity, before, after })]);
 */
export function auditItems(input: AuditInput): TransactItem[] {
  if (!staffRoles.includes(input.actor.role)) return [];
  return [{ Put: { TableName: tableName(), Item: itemOf(entryOf(input)) } }];
}

/**
 * The audit trail's part of a write that is recorded whoever makes it: the waitlist's joins, answers to
 * offers and the system's offers and expiries (issue #20 asks for every one of them), besides staff's.
 */
export function recordedAuditItems(input: AuditInput): TransactItem[] {
  return [{ Put: { TableName: tableName(), Item: itemOf(entryOf(input)) } }];
}

function fromItem(item: Record<string, unknown>): AuditEntry {
  return {
    id: item.id as string,
    at: item.at as string,
    actor: item.actor as AuditEntry['actor'],
    action: item.action as string,
    entity: item.entity as AuditEntry['entity'],
    before: (item.before as AuditEntry['before']) ?? null,
    after: (item.after as AuditEntry['after']) ?? null,
    named: item.named === true,
  };
}

/**
 * What the trail is read for: its list's filters, with its days as the moments they span in the
 * reader's zone: `from` the first moment kept, `before` the first left out (ISO times).
 */
export type AuditFilters = Pick<AuditListQuery, 'actorId' | 'action' | 'entityType' | 'search'> & {
  from?: string;
  before?: string;
};

/**
 * The trail's moments are a condition on its key, whose sort key is `{at}#{id}` (an ISO time): one at
 * `from` sorts after `from`, and one at `before` after `before`, so BETWEEN keeps the first and leaves
 * out the second. The other filters are a filter over those keys (the partition is read server side,
 * see keys.ts).
 */
function auditMatching(filters: AuditFilters, order: SortOrder | null): QuerySpec {
  const values: Record<string, unknown> = { ':pk': auditPartition };
  let keyCondition = 'PK = :pk';
  if (filters.from) values[':from'] = filters.from;
  if (filters.before) values[':before'] = filters.before;
  if (filters.from && filters.before) keyCondition += ' AND SK BETWEEN :from AND :before';
  else if (filters.from) keyCondition += ' AND SK >= :from';
  else if (filters.before) keyCondition += ' AND SK < :before';

  // ACTION and TYPE are DynamoDB reserved words: the entry's own fields are named through placeholders.
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  if (filters.actorId) {
    clauses.push('#actor.#id = :actorId');
    Object.assign(names, { '#actor': 'actor', '#id': 'id' });
    values[':actorId'] = filters.actorId;
  }
  if (filters.action) {
    clauses.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = filters.action;
  }
  if (filters.entityType) {
    clauses.push('#entity.#type = :entityType');
    Object.assign(names, { '#entity': 'entity', '#type': 'type' });
    values[':entityType'] = filters.entityType;
  }
  if (filters.search) {
    clauses.push('contains(searchText, :search)');
    values[':search'] = filters.search.toLowerCase();
  }
  return {
    KeyConditionExpression: keyCondition,
    ExpressionAttributeValues: values,
    ...(clauses.length ? { FilterExpression: clauses.join(' AND ') } : {}),
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    // Newest first unless asked for the oldest: the key's own order, so every page continues the last.
    ScanIndexForward: order?.direction === 'asc',
  };
}

/**
 * A page of the trail's matching entries, newest first (or oldest, sorted by `when` ascending). Entries
 * written before the search text was kept (issue #30) are found by the other filters but not the search.
 */
export async function listAudit(
  filters: AuditFilters,
  order: SortOrder | null,
  page: PageQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { items, total } = await queryPage(auditMatching(filters, order), page);
  return { entries: items.map(fromItem), total };
}

/**
 * Every entry of one action from `since` (an ISO time) on, oldest first: for an operator's one-off
 * command that reads the trail as the record of what happened (domain/desk/check-ins-of-rooms-left.ts).
 */
export async function auditEntriesSince(action: AuditAction, since: string): Promise<AuditEntry[]> {
  return (await queryAll(auditMatching({ action, from: since }, { key: 'when', direction: 'asc' }))).map(
    fromItem,
  );
}

/** The kinds of record whose id is an account's (a student's money and waitlist place are theirs). */
const accountRecords: ReadonlySet<string> = new Set(['admin', 'student', 'money', 'waitlist']);

/**
 * Names for the entries written before entries kept their own (`named`): who acted and the record acted
 * on, as the records read now, the best that can be said of them. An entry written since keeps the names
 * of its moment and is left as it is (issue #25), except an actor whose session predates remembered
 * names. A record that is an account deleted since is marked `deleted`, so the trail names it without a
 * link to a screen that no longer has it. Three batch reads for a page; a record deleted since that had
 * no name kept gets a null name.
 */
export async function withNames(entries: AuditEntry[]): Promise<AuditEntry[]> {
  const actorUnnamed = (entry: AuditEntry) => entry.actor.role !== 'system' && !entry.actor.name;
  const userIds = new Set<string>();
  const roomIds = new Set<string>();
  const bookingIds = new Set<string>();
  for (const entry of entries) {
    if (actorUnnamed(entry)) userIds.add(entry.actor.id);
    if (accountRecords.has(entry.entity.type)) userIds.add(entry.entity.id);
    if (entry.named) continue;
    if (entry.entity.type === 'room') roomIds.add(entry.entity.id);
    if (entry.entity.type === 'booking') bookingIds.add(entry.entity.id);
  }
  const [userNames, rooms, bookings] = await Promise.all([
    accountNames(userIds),
    getMany([...roomIds].map(roomKey)),
    getMany([...bookingIds].flatMap((id) => [liveBookingKey(id), archivedBookingKey(id)])),
  ]);
  const roomsById = new Map(rooms.map((room) => [room.id as string, room]));
  const bookingsById = new Map(bookings.map((booking) => [booking.id as string, booking]));
  const entityOf = (entity: AuditEntry['entity']): AuditEntry['entity'] => {
    if (entity.type === 'student' || entity.type === 'admin')
      return { ...entity, name: userNames.get(entity.id) ?? null };
    if (entity.type === 'room') {
      const room = roomsById.get(entity.id);
      return {
        ...entity,
        name: room ? roomName(room as { roomNumber: string }) : null,
        publicId: (room?.publicId as string) ?? null,
      };
    }
    if (entity.type === 'booking') {
      const booking = bookingsById.get(entity.id) as
        { publicId: string; student: { fullName: string }; room: { roomNumber: string } } | undefined;
      return {
        ...entity,
        name: booking ? bookingName(booking) : null,
        publicId: booking?.publicId ?? null,
      };
    }
    return entity;
  };
  const deletedSince = (entity: AuditEntry['entity']) =>
    accountRecords.has(entity.type) && !userNames.has(entity.id);
  return entries.map((entry) => {
    const entity = entry.named ? entry.entity : entityOf(entry.entity);
    return {
      ...entry,
      actor: actorUnnamed(entry)
        ? { ...entry.actor, name: userNames.get(entry.actor.id) ?? null }
        : { ...entry.actor, name: entry.actor.name ?? 'System' },
      entity: deletedSince(entity) ? { ...entity, deleted: true } : entity,
    };
  });
}
