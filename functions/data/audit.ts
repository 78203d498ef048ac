import type { AuditEntry } from '#contract/audit';
import type { PageQuery } from '#contract/pagination';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../routes.ts';
import type { Session } from './sessions.ts';
import { dynamo, tableName } from './dynamo.ts';
import { newInternalId } from './ids.ts';
import { auditKey, auditPartition } from './keys.ts';
import { queryPage } from './paging.ts';
import type { TransactItem } from './transactions.ts';

/** Who did something: the signed-in user, or the system for automatic work. */
export interface Actor {
  id: string;
  role: Role | 'system';
}

export interface AuditInput {
  actor: Actor;
  action: string;
  entity: { type: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** The actor of a request: its signed-in user. */
export const actorOf = (session: Session): Actor => ({ id: session.userId, role: session.role });

/** Work the system does on its own, such as the roll-over's archiving. */
export const systemActor: Actor = { id: 'system', role: 'system' };

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
    at: new Date().toISOString(),
    actor: input.actor,
    action: input.action,
    entity: input.entity,
    ...changedFields(input.before, input.after),
  };
}

const itemOf = (entry: AuditEntry) => ({ ...auditKey(entry.at, entry.id), type: 'audit', ...entry });

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

/** Records one staff write on its own, for writes that are not a transaction. */
export async function recordAudit(input: AuditInput): Promise<void> {
  if (!staffRoles.includes(input.actor.role)) return;
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: itemOf(entryOf(input)) }));
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
  };
}

/** The audit trail, newest first. */
export async function listAudit(page: PageQuery): Promise<{ entries: AuditEntry[]; total: number }> {
  const { items, total } = await queryPage(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': auditPartition },
      ScanIndexForward: false,
    },
    page,
  );
  return { entries: items.map(fromItem), total };
}
