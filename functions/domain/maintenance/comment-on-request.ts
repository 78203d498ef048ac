import type { MaintenanceEvent, MaintenanceRequest } from '#contract/maintenance';
import type { Actor } from '../../data/audit.ts';
import { newEvent } from '../../data/maintenance.ts';
import { getUserById } from '../../data/users.ts';
import { noticeOf, Telling, type Notice } from '../notifications/notices.ts';
import {
  reporterCommentMail,
  staffCommentMail,
  staffRequestPath,
  studentRequestPath,
} from '../notifications/templates/maintenance.ts';
import { assertOpenToChange, personOf, requestAudit, writeChange } from './change.ts';

/** Staff's public comment, told to the student who reported the request. */
const reporterNotice = (request: MaintenanceRequest, author: string, text: string): Notice =>
  noticeOf(
    request.reporter.id,
    'maintenance',
    staffCommentMail(request, author, text),
    studentRequestPath(request.id),
  );

/**
 * The reporter's comment, told to the staff member the request is assigned to while they are still
 * active staff (a staff member leaves by being deactivated or deleted). An unassigned request tells no
 * one: it waits in the queue, where staff see it.
 */
async function assigneeNotices(request: MaintenanceRequest, text: string): Promise<Notice[]> {
  const assignee = request.assignee && (await getUserById(request.assignee.id));
  if (!assignee?.isActive) return [];
  return [
    noticeOf(
      assignee.id,
      'maintenance',
      reporterCommentMail(request, assignee, text),
      staffRequestPath(request.id),
    ),
  ];
}

/**
 * Who a public comment concerns (docs/spec.md §16 "Everyone is told"): staff's concerns the reporter,
 * the reporter's concerns the assignee. So nobody is told of their own comment: a reporter is a student
 * (only students report) and an assignee is staff.
 */
const commentNotices = async (
  request: MaintenanceRequest,
  author: MaintenanceEvent['by'],
  text: string,
): Promise<Notice[]> =>
  author.role === 'student'
    ? assigneeNotices(request, text)
    : [reporterNotice(request, author.fullName, text)];

/**
 * Adds a comment to a request: the request, its history line, the audit entry and the notices of those
 * it concerns change together, and then the notices are handed on (as moveRequest does).
 */
export async function commentOnRequest(input: {
  request: MaintenanceRequest;
  actor: Actor;
  text: string;
  internal: boolean;
}): Promise<{ request: MaintenanceRequest; comment: MaintenanceEvent }> {
  const { request, actor, text, internal } = input;
  assertOpenToChange(request);
  const comment = newEvent({ kind: 'comment', by: personOf(actor), internal, text });
  // An internal comment is staff's own: it tells no one, so no student ever reads a word of it.
  const notices = internal ? [] : await commentNotices(request, comment.by, text);
  const telling = new Telling();
  const changed = await writeChange(
    request,
    {},
    [comment],
    [
      ...requestAudit(request, actor, 'maintenance.comment', null, { internal, text }),
      ...telling.items(notices, comment.at),
    ],
  );
  await telling.afterCommit();
  return { request: changed, comment };
}
