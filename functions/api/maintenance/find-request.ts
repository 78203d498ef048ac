import {
  shownToReporter,
  type MaintenanceEvent,
  type MaintenanceRequest,
  type MaintenanceRequestDetails,
  type ReportersEvent,
  type ReportersRequest,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import { recordIdParam } from '#contract/record-ids';
import { namedOnly } from '#contract/staff-names';
import * as z from '#contract/zod';
import { isInternalId } from '../../data/ids.ts';
import { getRequest } from '../../data/maintenance.ts';
import type { Session } from '../../data/sessions.ts';
import { withRoomNumbersNow } from '../../domain/maintenance/rooms-now.ts';
import { notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';

export const requestParamsSchema = z.object({ id: recordIdParam() });

/**
 * The request a path names, whole, its room by the number it has now (withRoomNumbersNow), so its page,
 * the answer of a change and what the change tells name the room as its door does. A student reaches
 * only the requests they reported: another's answers 404, exactly as one that does not exist, so ids
 * cannot be probed. What they read of it is the reporter's view below.
 */
export async function requestFor(id: string, session: Session): Promise<MaintenanceRequestDetails> {
  const found = isInternalId(id) ? await getRequest(id) : null;
  if (!found || (session.role === 'student' && found.request.reporter.id !== session.userId))
    throw notFound(messages.maintenance.notFound);
  const [request = found.request] = await withRoomNumbersNow([found.request]);
  return { ...found, request };
}

/**
 * The request as its reporter reads it (docs/spec.md §16): without staff's priority, its assignee by
 * name, and the time of the last change they read of.
 */
export function reportersView(request: MaintenanceRequest): ReportersRequest {
  const { priority: _staffsJudgement, reporterUpdatedAt, assignee, ...seen } = request;
  return { ...seen, assignee: assignee && namedOnly(assignee), updatedAt: reporterUpdatedAt };
}

/** An event as its reporter reads it: who acted by name and role. */
export const reportersEvent = ({ by, ...event }: MaintenanceEvent): ReportersEvent => ({
  ...event,
  by: namedOnly(by),
});

/** The history as its reporter reads it: without the internal events. */
export const reportersHistory = (history: MaintenanceEvent[]): ReportersEvent[] =>
  history.filter(shownToReporter).map(reportersEvent);

/** An operation on the maintenance request its path names (`record`: the request and its whole history). */
export const onMaintenanceRequest = operationsOn({
  params: requestParamsSchema,
  find: ({ id }, session) => requestFor(id, session),
});
