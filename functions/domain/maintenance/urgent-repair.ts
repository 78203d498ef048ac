import { appPaths } from '#contract/app-paths';
import type { jobPayloads } from '#contract/jobs';
import type { MaintenanceEvent, MaintenanceRequest } from '#contract/maintenance';
import type * as z from '#contract/zod';
import { derivedTimeOrderedId } from '../../data/ids.ts';
import { getRequest } from '../../data/maintenance.ts';
import { newOutboxEntry, type OutboxEntry } from '../../data/outbox.ts';
import { listActiveStaff, type User } from '../../data/users.ts';
import { deliverNotices, noticeOf, type Notice } from '../notifications/notices.ts';
import { urgentRepairMail } from '../notifications/templates/maintenance.ts';
import { withRoomNumbersNow } from './rooms-now.ts';

/** An urgent repair, told to one staff member: reported urgent, or `raised` to it by a colleague. */
export const urgentNotice = (
  request: MaintenanceRequest,
  member: User,
  raised?: { by: string; at: string },
): Notice =>
  noticeOf(
    member.id,
    'maintenance',
    urgentRepairMail(request, member, raised),
    appPaths.admin.maintenanceRequest(request.id),
  );

/**
 * The outbox item that has every active staff member told of an urgent repair (tellStaffOfUrgentRepair),
 * for the transaction that made it urgent: its report, or `raise`, the priority event of staff raising
 * it. One item however many staff there are: a notice each would not fit a transaction (decision 0061).
 */
export const urgentRepairFanOut = (requestId: string, raise?: MaintenanceEvent): OutboxEntry =>
  newOutboxEntry({
    job: {
      kind: 'urgent-repair-fan-out',
      payload: { requestId, ...(raise ? { raise: raise.id } : {}) },
    },
  });

/**
 * Tells every staff member active now (seconds after the change) of an urgent repair, run by the jobs
 * worker: each gets an entry dated at the report, or at the raise and then to all but who raised it,
 * whose id follows from the request (or the raise) and the staff member, a push, and their mail, if
 * they want it, on the mail line (deliverNotices). A repeated run finds the entries written and the
 * mails claimed, so nobody is told twice.
 */
export async function tellStaffOfUrgentRepair({
  requestId,
  raise,
}: z.output<(typeof jobPayloads)['urgent-repair-fan-out']>): Promise<void> {
  const [found, staff] = await Promise.all([getRequest(requestId), listActiveStaff()]);
  const raised = raise ? found?.history.find((event) => event.id === raise) : undefined;
  if (!found || (raise && !raised)) return;
  const [request = found.request] = await withRoomNumbersNow([found.request]);
  const at = raised?.at ?? request.createdAt;
  await deliverNotices(
    staff
      .filter((member) => member.id !== raised?.by.id)
      .map((member) => ({
        ...urgentNotice(request, member, raised && { by: raised.by.fullName, at: raised.at }),
        id: derivedTimeOrderedId(new Date(at), `${raised?.id ?? request.id}#${member.id}`),
        at,
      })),
    'urgent repair notices',
  );
}
