import type { MaintenancePerson, MaintenanceRequest } from '#contract/maintenance';
import * as messages from '#contract/messages';
import type { Actor } from '../../data/audit.ts';
import { newEvent } from '../../data/maintenance.ts';
import { TransactionRefused } from '../../data/transactions.ts';
import { stillActiveStaff } from '../../data/users.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { filedItems, Telling, type Notice } from '../notifications/notices.ts';
import { assignedRepairMail } from '../notifications/templates/maintenance.ts';
import { assertOpenToChange, personOf, requestAudit, staffNotices, writeChange } from './change.ts';
import { moveRequest } from './move-request.ts';

/**
 * The staff member a request is given to, told of it (docs/spec.md §16 "Everyone is told") unless
 * they took it themselves or had it already.
 */
async function assigneeNotices(
  request: MaintenanceRequest,
  assignee: MaintenancePerson,
  actor: Actor,
): Promise<Notice[]> {
  if (assignee.id === actor.id || assignee.id === request.assignee?.id) return [];
  return staffNotices(request, assignee.id, (member) =>
    assignedRepairMail(request, member, actor.name ?? ''),
  );
}

/**
 * An assignment refused because its assignee stopped being active staff after the caller read them
 * (stillActiveStaff, in its transaction): refused as one to anyone else who is not active staff.
 */
async function toActiveStaff(write: Promise<MaintenanceRequest>): Promise<MaintenanceRequest> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof TransactionRefused) throw badRequest(messages.maintenance.assigneeInvalid);
    throw error;
  }
}

/**
 * Assigns a request to a staff member, who must still be active staff when it is written. A new request becomes assigned in the same step (a status change
 * the reporter is told of); one already in work keeps its state and only changes hands. `at` dates the
 * assignment (ISO; now when not given) and `filed` files the notices without a mail, for the demo
 * data's history (moveRequest).
 */
export async function assignRequest(
  request: MaintenanceRequest,
  assignee: MaintenancePerson,
  actor: Actor,
  { at, filed }: { at?: string; filed?: boolean } = {},
): Promise<MaintenanceRequest> {
  assertOpenToChange(request);
  if (request.status === 'resolved')
    throw conflict(messages.maintenance.transitionRefused('resolved', 'assigned'));
  const assigned = newEvent(
    {
      kind: 'assigned',
      by: personOf(actor),
      internal: false,
      text: assignee.fullName,
      from: request.assignee?.fullName ?? null,
      to: assignee.fullName,
    },
    at,
  );
  const changes = { assignee };
  const audit = { assignee: assignee.fullName };
  const notices = await assigneeNotices(request, assignee, actor);
  const stillStaff = stillActiveStaff(assignee.id);
  if (request.status === 'new')
    return toActiveStaff(
      moveRequest({
        request,
        to: 'assigned',
        actor,
        as: 'staff',
        note: '',
        extra: { changes, events: [assigned], audit, notices, items: [stillStaff] },
        at,
        filed,
      }),
    );
  const telling = new Telling();
  const changed = await toActiveStaff(
    writeChange(
      request,
      changes,
      [assigned],
      [
        stillStaff,
        ...requestAudit(
          request,
          actor,
          'maintenance.assign',
          { assignee: request.assignee?.fullName ?? null },
          audit,
          at,
        ),
        ...(filed ? filedItems(notices, assigned.at) : telling.items(notices, assigned.at)),
      ],
    ),
  );
  await telling.afterCommit();
  return changed;
}
