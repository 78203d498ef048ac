import { appPaths } from '#contract/app-paths';
import type { MaintenanceRequest, MaintenanceUrgency, WeeklyRepairSummary } from '#contract/maintenance';
// The scores from the words' module: contract/maintenance.ts would bring its schemas (and 14 KB of zod)
// into the jobs worker.
import { meanRepairScore, poorRepairScore } from '#contract/maintenance-labels';
import { closedRequestsSince, queueRequests, summaryMarkItem } from '../../data/maintenance.ts';
import { getSettings } from '../../data/settings.ts';
import { TransactionRefused, transact } from '../../data/transactions.ts';
import { listActiveStaff } from '../../data/users.ts';
import { hostelDayOf } from '../../platform/hostel-time.ts';
import { flushOutbox } from '../notifications/after-commit.ts';
import { noticeItems, noticeOf } from '../notifications/notices.ts';
import { repairSummaryMail } from '../notifications/templates/maintenance.ts';
import { withRoomNumbersNow } from './rooms-now.ts';
import { dueAtOf } from './targets.ts';

const weekMs = 7 * 86_400_000;

/**
 * The summary of the seven days before `now`, from the requests not closed and the closed ones resolved
 * or rated in those days. A request closed this week was resolved this week (closing stamps
 * `resolvedAt`), so those two reads hold every request reported this week too; a rating comes with
 * the reporter's confirm, which may be weeks after staff resolved the repair. Pure, so it is tested on
 * its own.
 */
export function summariseWeek(
  open: readonly MaintenanceRequest[],
  closedThisWeek: readonly MaintenanceRequest[],
  targets: Readonly<Record<MaintenanceUrgency, number>>,
  now: Date,
): WeeklyRepairSummary {
  const since = new Date(now.getTime() - weekMs).toISOString();
  const all = [...open, ...closedThisWeek];
  const overdue = open
    .map((request) => ({ request, dueAt: dueAtOf(request, targets) }))
    .filter(({ dueAt }) => dueAt !== null && dueAt < now.toISOString())
    .map(({ request, dueAt }) => ({ request, lateMs: now.getTime() - Date.parse(dueAt!) }))
    .sort((a, b) => b.lateMs - a.lateMs);
  const scores = closedThisWeek
    .filter((request) => request.rating !== null && request.rating.at >= since)
    .map((request) => request.rating!.score);
  return {
    overdue,
    opened: all.filter((request) => request.createdAt >= since).length,
    resolved: all.filter((request) => request.resolvedAt !== null && request.resolvedAt >= since).length,
    rated: {
      count: scores.length,
      average: meanRepairScore(
        scores.length,
        scores.reduce((sum: number, score) => sum + score, 0),
      ),
      poor: scores.filter((score) => score <= poorRepairScore).length,
    },
  };
}

/** The ISO week of a calendar day (YYYY-MM-DD), e.g. '2026-W48': the week a summary belongs to. */
export function isoWeekOf(calendarDay: string): string {
  const day = new Date(`${calendarDay}T00:00:00Z`);
  // The Thursday of this week decides its year (ISO 8601).
  day.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Tells each active staff member the week's summary (issue #27 point 3), once a week: each notice is
 * written in one transaction with that staff member's mark for the week, so a repeated run (SQS delivers
 * at least once; EventBridge may fire twice) finds the mark and tells no one twice, and a run that dies
 * after its commit loses nothing (the outbox is flushed here, or by the next flush). Decision 0043.
 */
export async function sendWeeklySummary(now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - weekMs).toISOString();
  const [open, closed, settings, staff] = await Promise.all([
    queueRequests(false),
    closedRequestsSince(since),
    getSettings(),
    listActiveStaff(),
  ]);
  // The late ones are listed by their rooms' numbers now: one batch read per 100 rooms of the hostel.
  const summary = summariseWeek(await withRoomNumbersNow(open), closed, settings.repairTargetHours, now);
  // The hostel's week (decision 0111), so a run at its Monday's early hours counts in the new week.
  const week = isoWeekOf(hostelDayOf(now));
  for (const member of staff) {
    const notice = noticeOf(
      member.id,
      'summaries',
      repairSummaryMail(member, summary),
      appPaths.admin.maintenance,
    );
    try {
      await transact([summaryMarkItem(week, member.id), ...noticeItems(notice)]);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
  await flushOutbox();
}
