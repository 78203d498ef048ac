import type { jobPayloads } from '#contract/jobs';
import type { MaintenanceEvent, MaintenanceRequest } from '#contract/maintenance';
import type * as z from '#contract/zod';
import type { Actor } from '../../data/audit.ts';
import { derivedTimeOrderedId } from '../../data/ids.ts';
import { createRequest, getRequest } from '../../data/maintenance.ts';
import { newOutboxEntry, outboxPut } from '../../data/outbox.ts';
import { listActiveStaff, type User } from '../../data/users.ts';
import { handOnAfterCommit } from '../notifications/after-commit.ts';
import { deliverNotices, filedItems, noticeOf, type Notice } from '../notifications/notices.ts';
import { staffRequestPath, urgentRepairMail } from '../notifications/templates/maintenance.ts';
import { reportAudit } from './change.ts';

/** An urgent report, told to one staff member. */
const urgentNotice = (request: MaintenanceRequest, member: User): Notice =>
  noticeOf(member.id, 'maintenance', urgentRepairMail(request, member), staffRequestPath(request.id));

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
  const fanOut = newOutboxEntry({
    job: { kind: 'urgent-repair-fan-out', payload: { requestId: request.id } },
  });
  await createRequest(request, reported, [...audit, outboxPut(fanOut)]);
  await handOnAfterCommit([fanOut]);
}

/**
 * Tells every staff member active now (seconds after the report) of an urgent report, run by the jobs
 * worker: each gets an entry dated at the report whose id follows from the request and the staff
 * member, a push, and their mail, if they want it, on the mail line (deliverNotices). A repeated run
 * finds the entries written and the mails claimed, so nobody is told twice.
 */
export async function tellStaffOfUrgentRepair({
  requestId,
}: z.output<(typeof jobPayloads)['urgent-repair-fan-out']>): Promise<void> {
  const [found, staff] = await Promise.all([getRequest(requestId), listActiveStaff()]);
  if (!found) return;
  const { request } = found;
  await deliverNotices(
    staff.map((member) => ({
      ...urgentNotice(request, member),
      id: derivedTimeOrderedId(new Date(request.createdAt), `${request.id}#${member.id}`),
      at: request.createdAt,
    })),
    'urgent repair notices',
  );
}
