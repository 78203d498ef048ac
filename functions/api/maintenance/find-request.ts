import type {
  MaintenanceRequest,
  MaintenanceRequestDetails,
  ReportersRequest,
  RequestAsSeen,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { isInternalId } from '../../data/ids.ts';
import { getRequest } from '../../data/maintenance.ts';
import type { Session } from '../../data/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';

export const requestParamsSchema = z.object({ id: z.string().check(z.maxLength(64)) });

/**
 * The request a path names, as this caller may see it. A student reaches only the requests they
 * reported: another's answers 404, exactly as one that does not exist, so ids cannot be probed. Their
 * view leaves out the internal (staff-only) events.
 */
export async function requestFor(id: string, session: Session): Promise<MaintenanceRequestDetails> {
  const found = isInternalId(id) ? await getRequest(id) : null;
  const isStaff = session.role !== 'student';
  if (!found || (!isStaff && found.request.reporter.id !== session.userId))
    throw notFound(messages.maintenance.notFound);
  return isStaff ? found : { ...found, history: found.history.filter((event) => !event.internal) };
}

/** The request as its reporter reads it: everything but staff's priority (docs/spec.md §16). */
export function reportersView(request: MaintenanceRequest): ReportersRequest {
  const { priority: _staffsJudgement, ...seen } = request;
  return seen;
}

/** The request as this caller may read it in an answer: whole for staff, the reporter's view for a student. */
export const asSeenBy = (session: Session, request: MaintenanceRequest): RequestAsSeen =>
  session.role === 'student' ? reportersView(request) : request;

/** An operation on the maintenance request its path names (`record`: the request and its history as this caller may see them). */
export const onMaintenanceRequest = operationsOn({
  params: requestParamsSchema,
  find: ({ id }, session) => requestFor(id, session),
});
