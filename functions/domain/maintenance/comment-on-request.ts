import { appPaths } from '#contract/app-paths';
import type { MaintenanceEvent, MaintenanceRequest } from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { newEvent } from '../../data/maintenance.ts';
import type { ThrottleRule } from '../../data/throttle.ts';
import { filedItems, noticeOf, Telling, type Notice } from '../notifications/notices.ts';
import { assigneeCommentMail, staffCommentMail } from '../notifications/templates/maintenance.ts';
import { assertOpenToChange, personOf, requestAudit, staffNotices, writeChange } from './change.ts';

type Comment = Pick<MaintenanceEvent, 'by' | 'internal'> & { text: string };

/**
 * How many comments one student may write in an hour, on all their requests: a conversation with the
 * office stays far below 30, while each comment on an assigned request mails its assignee, so a script
 * that comments without end is refused. Staff are not limited: they work the whole queue.
 */
export const commentsPerStudent: ThrottleRule = {
  name: 'maintenance-comments',
  limit: 30,
  windowSeconds: 60 * 60,
};

/** Staff's public comment, told to the student who reported the request. */
const reporterNotice = (request: MaintenanceRequest, { by, text }: Comment): Notice =>
  noticeOf(
    request.reporter.id,
    'maintenance',
    staffCommentMail(request, by.fullName, text),
    appPaths.student.maintenanceRequest(request.id),
  );

/**
 * Someone else's comment, told to the staff member the request is assigned to while they are still
 * active staff, an internal one with its words (only staff read them). An unassigned request tells no
 * staff member: it waits in the queue, where staff see it.
 */
async function assigneeNotices(request: MaintenanceRequest, comment: Comment): Promise<Notice[]> {
  if (!request.assignee || request.assignee.id === comment.by.id) return [];
  return staffNotices(request, request.assignee.id, (assignee) =>
    assigneeCommentMail(request, assignee, comment),
  );
}

/**
 * Who a comment concerns (docs/spec.md §16 "Everyone is told"): staff's public one, the reporter;
 * anyone's, the assignee. An internal comment never reaches the reporter, and nobody is told of their
 * own comment: a reporter is a student (only students report), told only of staff's.
 */
const commentNotices = async (request: MaintenanceRequest, comment: Comment): Promise<Notice[]> => [
  ...(comment.by.role === 'student' || comment.internal ? [] : [reporterNotice(request, comment)]),
  ...(await assigneeNotices(request, comment)),
];

/**
 * Adds a comment to a request: the request, its history line, the audit entry and the notices of those
 * it concerns change together, and then the notices are handed on (as moveRequest does). `at` and
 * `filed` date it and file its notices without a mail, for the demo data's history (moveRequest).
 */
export async function commentOnRequest(input: {
  request: MaintenanceRequest;
  actor: Actor;
  text: string;
  internal: boolean;
  at?: string;
  filed?: boolean;
}): Promise<{ request: MaintenanceRequest; comment: MaintenanceEvent }> {
  const { request, actor, text, internal, at, filed = false } = input;
  assertOpenToChange(request);
  const comment = newEvent({ kind: 'comment', by: personOf(actor), internal, text }, at);
  const notices = await commentNotices(request, { by: comment.by, internal, text });
  const telling = new Telling();
  const changed = await writeChange(
    request,
    {},
    [comment],
    [
      ...requestAudit(request, actor, 'maintenance.comment', null, { internal, text }, comment.at),
      ...(filed ? filedItems(notices, comment.at) : telling.items(notices, comment.at)),
    ],
  );
  await telling.afterCommit();
  return { request: changed, comment };
}
