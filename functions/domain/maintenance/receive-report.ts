import type { MaintenanceEvent, MaintenanceRequest } from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { createRequest } from '../../data/maintenance.ts';
import { outboxPut } from '../../data/outbox.ts';
import type { ThrottleRule } from '../../data/throttle.ts';
import { listActiveStaff } from '../../data/users.ts';
import { handOnAfterCommit } from '../notifications/after-commit.ts';
import { filedItems } from '../notifications/notices.ts';
import { reportAudit } from './change.ts';
import { urgentNotice, urgentRepairFanOut } from './urgent-repair.ts';

/**
 * How many reports one student may make in an hour. A burst pipe or a power cut is one report or a few,
 * and a student who reports each thing wrong in a new room stays well below 10; a script that reports by
 * the hundred, each urgent one a mail to every staff member on the shared mail line, is refused.
 */
export const reportsPerStudent: ThrottleRule = {
  name: 'maintenance-reports',
  limit: 10,
  windowSeconds: 60 * 60,
};

/**
 * Stores a student's new request with its first history line and its audit entry. An urgent one tells
 * every active staff member (docs/spec.md §16 "Everyone is told"), yet not with a notice each in this
 * transaction, as a status change tells its reporter: a transaction takes at most 100 items
 * (maxTransactItems) and a notice two, so a hostel of more than 48 staff would have the very report that
 * most needs them refused. The transaction carries one outbox item instead, the staff's fan-out
 * (tellStaffOfUrgentRepair), handed on after the commit and swept if that fails: a report that fails
 * tells no one, and one that stands tells every staff member (decision 0061).
 * `filed` files the staff's notices at the report's time with nothing to deliver, for the demo data's
 * history, whose mails went out when it happened (as moveRequest's `filed`); the demo's few staff fit.
 */
export async function receiveReport(input: {
  request: MaintenanceRequest;
  reported: MaintenanceEvent;
  actor: Actor;
  filed?: boolean;
}): Promise<void> {
  const { request, reported, actor, filed = false } = input;
  const audit = reportAudit(request, actor);
  if (request.urgency !== 'urgent') return createRequest(request, reported, audit);
  if (filed) {
    const notices = (await listActiveStaff()).map((member) => urgentNotice(request, member));
    return createRequest(request, reported, [...audit, ...filedItems(notices, request.createdAt)]);
  }
  const fanOut = urgentRepairFanOut(request.id);
  await createRequest(request, reported, [...audit, outboxPut(fanOut)]);
  await handOnAfterCommit([fanOut]);
}
