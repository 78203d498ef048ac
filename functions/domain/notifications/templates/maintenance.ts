import { appPaths } from '#contract/app-paths';
import type {
  MaintenanceRequest,
  MaintenanceStatus,
  RepairRating,
  WeeklyRepairSummary,
} from '#contract/maintenance';
import {
  maintenanceStatusLabels,
  maintenanceUrgencyLabels,
  poorRepairScore,
  repairScoreLabels,
  repairTitle,
} from '#contract/maintenance-labels';
import { composeMail, managementLink, momentAtHostel } from './layout.ts';

const nextStep: Partial<Record<MaintenanceStatus, string>> = {
  resolved:
    'Staff consider the problem fixed. Please confirm the fix on the request, or reopen it if something is still wrong.',
  closed: 'The request is closed. If the problem comes back, please report it again.',
};

/** What a mail about a request reads of it: its page, its reporter and its title. */
type Told = Pick<MaintenanceRequest, 'id' | 'reporter' | 'category' | 'location'>;

/** A request moved to another state: told to the student who reported it. */
export const maintenanceStatusMail = (request: Told, status: MaintenanceStatus, note: string) =>
  composeMail({
    to: request.reporter.email,
    greeting: `Hello ${request.reporter.fullName},`,
    subject: `Your maintenance request “${repairTitle(request)}” is now ${maintenanceStatusLabels[status].toLowerCase()}`,
    lines: [
      `Your maintenance request “${repairTitle(request)}” is now: ${maintenanceStatusLabels[status]}.`,
      ...(note ? ['A note from the hostel staff:', note] : []),
      ...(nextStep[status] ? [nextStep[status]] : []),
    ],
    action: {
      label: 'See the request',
      url: managementLink(appPaths.student.maintenanceRequest(request.id)),
    },
    after: [],
  });

/**
 * Staff's public comment on a request: told to the student who reported it, by the staff member's name
 * (older sessions carry none, so the history reads no name either).
 */
export const staffCommentMail = (request: Told, author: string, text: string) =>
  composeMail({
    to: request.reporter.email,
    greeting: `Hello ${request.reporter.fullName},`,
    subject: `New comment on your maintenance request “${repairTitle(request)}”`,
    lines: [
      `${author ? `${author} of the hostel staff` : 'The hostel staff'} commented on your maintenance request “${repairTitle(request)}”:`,
      text,
      'You can answer on the request’s page.',
    ],
    action: {
      label: 'See the request',
      url: managementLink(appPaths.student.maintenanceRequest(request.id)),
    },
    after: [],
  });

/** Why a staff member is told of a request they did not change themselves. */
const assignedToYou = 'You are told because the request is assigned to you.';

/** A staff member's name as a mail reads it: older sessions carry none. */
const staffName = (fullName: string) => fullName || 'A staff member';

/**
 * A comment on a request: told to the staff member it is assigned to, whoever else wrote it. The
 * reporter's by their name; a colleague's saying whether the reporter reads it too, since an internal
 * comment is for staff alone (docs/spec.md §16).
 */
export const assigneeCommentMail = (
  request: Told,
  assignee: { email: string; fullName: string },
  comment: { by: { fullName: string; role: string }; internal: boolean; text: string },
) => {
  const title = repairTitle(request);
  const fromReporter = comment.by.role === 'student';
  const author = fromReporter ? request.reporter.fullName : staffName(comment.by.fullName);
  return composeMail({
    to: assignee.email,
    greeting: `Hello ${assignee.fullName},`,
    subject: `${author} ${comment.internal ? 'commented internally' : 'commented'} on “${title}”`,
    lines: [
      fromReporter
        ? `${author}, who reported the maintenance request “${title}”, commented on it:`
        : `${author} commented on the maintenance request “${title}”, ${comment.internal ? 'internally: only staff read it' : 'publicly: its reporter reads it too'}:`,
      comment.text,
    ],
    action: { label: 'Open the request', url: managementLink(appPaths.admin.maintenanceRequest(request.id)) },
    after: [assignedToYou],
  });
};

/**
 * A repair its reporter rated poorly when they confirmed it: told to the staff member it is assigned to,
 * with the reporter's words, so the work is followed up (docs/spec.md §16).
 */
export const poorRatingMail = (
  request: Told,
  assignee: { email: string; fullName: string },
  rating: Pick<RepairRating, 'score' | 'comment'>,
) =>
  composeMail({
    to: assignee.email,
    greeting: `Hello ${assignee.fullName},`,
    subject: `A repair was rated ${rating.score} of 5: ${repairTitle(request)}`,
    lines: [
      `${request.reporter.fullName} confirmed the repair of “${repairTitle(request)}” and rated it ${rating.score} of 5 (${repairScoreLabels[rating.score].toLowerCase()})${rating.comment ? ', in their words:' : ', without a comment.'}`,
      ...(rating.comment ? [rating.comment] : []),
      'The request is closed: if the work needs another visit, follow it up with them.',
    ],
    action: { label: 'Open the request', url: managementLink(appPaths.admin.maintenanceRequest(request.id)) },
    after: [assignedToYou],
  });

/** A room's block, for staff who find a room by it: a common area's title already names its own. */
const blockOf = ({ location: { kind, block } }: Pick<MaintenanceRequest, 'location'>) =>
  kind === 'room' && block !== '-' ? ` (block ${block})` : '';

/**
 * An urgent repair: told to every active staff member at once (docs/spec.md §16 "Everyone is told"), as
 * its target time runs from the report. Reported urgent, or `raised` to urgent later by a colleague
 * (their name and when), since the reporter's urgency was lower.
 */
export const urgentRepairMail = (
  request: Told & Pick<MaintenanceRequest, 'description' | 'createdAt'>,
  member: { email: string; fullName: string },
  raised?: { by: string; at: string },
) =>
  composeMail({
    to: member.email,
    greeting: `Hello ${member.fullName},`,
    subject: `${raised ? 'Urgent repair' : 'Urgent repair reported'}: ${repairTitle(request)}`,
    lines: [
      raised
        ? `${staffName(raised.by)} raised the maintenance request “${repairTitle(request)}”${blockOf(request)} to urgent priority on ${momentAtHostel(raised.at)}. ${request.reporter.fullName} reported it on ${momentAtHostel(request.createdAt)}, in their words:`
        : `${request.reporter.fullName} reported an urgent repair, “${repairTitle(request)}”${blockOf(request)}, on ${momentAtHostel(request.createdAt)}. In their words:`,
      request.description,
    ],
    action: { label: 'Open the request', url: managementLink(appPaths.admin.maintenanceRequest(request.id)) },
    after: [
      'Every active staff member is told of an urgent repair. In My Profile you can choose to see maintenance updates in the app only.',
    ],
  });

/** A request given to a staff member by a colleague (`by`, their name): told to them. */
export const assignedRepairMail = (
  request: Told & Pick<MaintenanceRequest, 'description' | 'createdAt' | 'priority'>,
  assignee: { email: string; fullName: string },
  by: string,
) =>
  composeMail({
    to: assignee.email,
    greeting: `Hello ${assignee.fullName},`,
    subject: `Assigned to you: ${repairTitle(request)}`,
    lines: [
      `${staffName(by)} assigned you the maintenance request “${repairTitle(request)}”${blockOf(request)}, of ${maintenanceUrgencyLabels[request.priority].toLowerCase()} priority. ${request.reporter.fullName} reported it on ${momentAtHostel(request.createdAt)}, in their words:`,
      request.description,
    ],
    action: { label: 'Open the request', url: managementLink(appPaths.admin.maintenanceRequest(request.id)) },
    after: [assignedToYou],
  });

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How late a repair is, in days and hours: '2 days 5 hours', '3 hours', 'under an hour'. */
export function lateness(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const days = Math.floor(hours / 24);
  if (days === 0) return hours === 0 ? 'under an hour' : plural(hours, 'hour');
  return hours % 24 === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours % 24, 'hour')}`;
}

/** How the week's repairs were rated, leading to the poorly rated ones (only closed requests are rated). */
function ratingLines({ count, average, poor }: WeeklyRepairSummary['rated']): string[] {
  if (count === 0) return ['Rated in the last seven days: none.'];
  const figure = `Rated in the last seven days: ${average} of 5 from ${plural(count, 'repair')}`;
  if (poor === 0) return [`${figure}.`];
  return [
    `${figure}, ${poor} of them ${poorRepairScore} or less.`,
    `The poorly rated repairs: ${managementLink(`${appPaths.admin.maintenance}?rated=poor`)}`,
  ];
}

/** The weekly summary to a staff member (issue #27 point 3): the late repairs, then the week's figures. */
export const repairSummaryMail = (
  member: { email: string; fullName: string },
  summary: WeeklyRepairSummary,
) =>
  composeMail({
    to: member.email,
    greeting: `Hello ${member.fullName},`,
    subject: `Maintenance this week: ${plural(summary.overdue.length, 'request')} overdue`,
    lines: [
      `Reported in the last seven days: ${summary.opened}. Resolved in the last seven days: ${summary.resolved}.`,
      summary.overdue.length === 0
        ? "Overdue now: none. Every open request is within its priority's target time."
        : `Overdue now (past their priority's target time): ${summary.overdue.length}, most late first:`,
      ...summary.overdue.map(
        ({ request, lateMs }) =>
          `${repairTitle(request)}${blockOf(request)} — ${maintenanceUrgencyLabels[request.priority].toLowerCase()} priority, ${lateness(lateMs)} late.`,
      ),
      ...ratingLines(summary.rated),
    ],
    action: {
      label: 'Open the maintenance queue',
      url: managementLink(`${appPaths.admin.maintenance}?overdue=true`),
    },
    after: [
      'You receive this summary every week as a member of staff. In My Profile you can choose to see it in the app only.',
    ],
  });
