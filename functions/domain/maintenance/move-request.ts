import { appPaths } from '#contract/app-paths';
import {
  canMove,
  maintenanceStatusLabels,
  type MaintenanceEvent,
  type MaintenanceMover,
  type MaintenanceRequest,
  type MaintenanceStatus,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import type { Actor } from '../../data/audit.ts';
import { movedTo, newEvent } from '../../data/maintenance.ts';
import type { TransactItem } from '../../data/transactions.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { filedItems, noticeOf, Telling, type Notice } from '../notifications/notices.ts';
import { maintenanceStatusMail } from '../notifications/templates/maintenance.ts';
import { assertOpenToChange, personOf, requestAudit, writeChange, type RequestChanges } from './change.ts';

/**
 * What a status change tells the student who reported the request: its line in their list is the mail's
 * subject, which names the request by its title (docs/spec.md §18).
 */
export const statusNotice = (request: MaintenanceRequest, note: string): Notice =>
  noticeOf(
    request.reporter.id,
    'maintenance',
    maintenanceStatusMail(request, request.status, note),
    appPaths.student.maintenanceRequest(request.id),
  );

/**
 * Moves a request to another state, if the rules of contract/maintenance.ts let `as` make that move:
 * the request, its history, the audit trail and the reporter's notice change together, and then the
 * notice is handed on.
 * `extra` are other changes made in the same step (an assignee, a rating), with the notices of those
 * they concern, what the move's own event also records (`event`: a confirm's rating and its comment) and
 * other items of the transaction (`items`: the month's rating count). `at` dates the move (ISO; now when not given), for the demo data's history; `filed` files the
 * notices in their centres at that time with nothing to deliver, for a step of that history whose mail
 * went out when it happened.
 */
export async function moveRequest(input: {
  request: MaintenanceRequest;
  to: MaintenanceStatus;
  actor: Actor;
  as: MaintenanceMover;
  note: string;
  extra?: {
    changes: RequestChanges;
    events: ReturnType<typeof newEvent>[];
    audit: Record<string, unknown>;
    notices: Notice[];
    event?: Pick<MaintenanceEvent, 'rating' | 'text'>;
    items?: TransactItem[];
  };
  at?: string;
  filed?: boolean;
}): Promise<MaintenanceRequest> {
  const { request, to, actor, note, extra, at, filed = false } = input;
  assertOpenToChange(request);
  if (to === 'assigned' && !(extra?.changes.assignee ?? request.assignee))
    throw badRequest(messages.maintenance.assignFirst);
  if (!canMove(request.status, to, input.as))
    throw conflict(
      messages.maintenance.transitionRefused(
        maintenanceStatusLabels[request.status].toLowerCase(),
        maintenanceStatusLabels[to].toLowerCase(),
      ),
    );
  const event = newEvent(
    {
      kind: 'status',
      by: personOf(actor),
      internal: false,
      text: note || null,
      from: request.status,
      to,
      ...extra?.event,
    },
    at,
  );
  const changes = { ...extra?.changes, ...movedTo(to, event.at, request) };
  // The request as this change leaves it (changeRequest writes the same).
  const notices = [
    statusNotice({ ...request, ...changes, updatedAt: event.at }, note),
    ...(extra?.notices ?? []),
  ];
  const telling = new Telling();
  const moved = await writeChange(
    request,
    changes,
    [event, ...(extra?.events ?? [])],
    [
      ...requestAudit(
        request,
        actor,
        'maintenance.status',
        { status: request.status },
        { status: to, ...(note ? { reason: note } : {}), ...extra?.audit },
        event.at,
      ),
      ...(extra?.items ?? []),
      ...(filed ? filedItems(notices, event.at) : telling.items(notices, event.at)),
    ],
  );
  await telling.afterCommit();
  return moved;
}
