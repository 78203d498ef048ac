import { repairTitle, type MaintenanceEvent, type MaintenanceRequest } from '#contract/maintenance';
import { appPaths } from '#contract/app-paths';
import * as messages from '#contract/messages';
import { recordedAuditItems, type Actor, type AuditInput } from '../../data/audit.ts';
import { changeRequest, MaintenanceChanged, type RequestChanges } from '../../data/maintenance.ts';
import { TransactionBusyError } from '../../data/transactions.ts';
import { getUserById, type User } from '../../data/users.ts';
import { conflict } from '../../platform/errors.ts';
import type { Mail } from '../../platform/mail.ts';
import { noticeOf, type Notice } from '../notifications/notices.ts';

/** Who acts on a request, as its history names them. */
export const personOf = (actor: Actor): MaintenanceEvent['by'] => ({
  id: actor.id,
  fullName: actor.name ?? '',
  role: actor.role,
});

/**
 * The audit entry of a change to a request. Recorded whoever acts, students included: issue #27 asks
 * for every change with who made it and why.
 */
export const requestAudit = (
  request: MaintenanceRequest,
  actor: Actor,
  action: AuditInput['action'],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  at?: string,
) =>
  recordedAuditItems({
    actor,
    action,
    entity: { type: 'maintenance', id: request.id, name: repairTitle(request) },
    before,
    after,
    at,
  });

/** The audit entry of a new request, written with it: the reporter's own. */
export const reportAudit = (request: MaintenanceRequest, actor: Actor) =>
  requestAudit(
    request,
    actor,
    'maintenance.report',
    null,
    {
      category: request.category,
      urgency: request.urgency,
      place: request.location.roomNumber ?? request.location.area,
      photos: request.photoKeys.length,
    },
    request.createdAt,
  );

/**
 * A staff member told of a change to a request, its mail written for them, while they are still active
 * staff: staff leave by being deactivated or deleted, and what staff are told may carry internal words
 * no student may read. Nobody else is told.
 */
export async function staffNotices(
  request: MaintenanceRequest,
  staffId: string,
  mailFor: (member: User) => Mail,
): Promise<Notice[]> {
  const member = await getUserById(staffId);
  if (!member?.isActive || member.role === 'student') return [];
  return [noticeOf(member.id, 'maintenance', mailFor(member), appPaths.admin.maintenanceRequest(request.id))];
}

/** Refuses any change to a closed request: closed is final. */
export function assertOpenToChange(request: MaintenanceRequest): void {
  if (request.status === 'closed') throw conflict(messages.maintenance.closedFinal);
}

/** Writes a change, turning a refusal (someone changed the request meanwhile) into a 409. */
export async function writeChange(...args: Parameters<typeof changeRequest>): Promise<MaintenanceRequest> {
  try {
    return await changeRequest(...args);
  } catch (error) {
    if (error instanceof MaintenanceChanged) throw conflict(messages.maintenance.changed);
    if (error instanceof TransactionBusyError) throw conflict(messages.maintenance.changed, { retry: true });
    throw error;
  }
}

export type { RequestChanges };
