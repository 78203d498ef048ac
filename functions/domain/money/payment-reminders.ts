import type { jobPayloads } from '#contract/jobs';
import type * as z from '#contract/zod';
import { ledgerOf, studentsOwing, type Ledger } from '../../data/ledger.ts';
import { remindOnce } from '../../data/payment-reminders.ts';
import { getSettings, type Settings } from '../../data/settings.ts';
import { getUserById, type User } from '../../data/users.ts';
import { hostelHour, hostelToday } from '../../platform/hostel-time.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { flushOutbox } from '../notifications/after-commit.ts';
import { noticeItems, type Notice } from '../notifications/notices.ts';
import { paymentReminderNotice } from '../notifications/templates/payment-reminder.ts';
import { overdueAmount, reminderWindowStart } from './rules.ts';

/**
 * Payment reminders (issue #26 §7, docs/decisions/0042-payment-reminders.md): on a
 * schedule, every student whose charges are past due is told through the notice path, at most once per
 * the hostel's interval. The scheduled run reads only the students who owe (the balances' GSI3
 * partition) and hands them on in batches, as an announcement's fan-out does (decision 0034).
 */

/** Students per reminder batch: a ledger read, a profile read and one transaction each. */
export const reminderBatchSize = 100;

/** Reminders wait while they are off, and while a lockdown has the worker; the next run catches up. */
const remindersRun = (settings: Settings) =>
  settings.paymentReminders.enabled && !settings.emergencyLockdown.active;

/**
 * The hours of the hostel's day reminders go in, 09:00 to 20:59 there (decision 0111): a charge falls
 * overdue at the hostel's midnight, and the hourly run after it would otherwise mail every student who
 * owes in the small hours. A run outside them does nothing; the morning's first catches up.
 */
const reminderHours = { from: 9, until: 21 };

/** The scheduled run: queues one batch job per `reminderBatchSize` students who owe. */
export async function startPaymentReminders(now = new Date()): Promise<void> {
  const hour = hostelHour(now);
  if (hour < reminderHours.from || hour >= reminderHours.until) return;
  if (!remindersRun(await getSettings())) return;
  const owing = await studentsOwing();
  const batches: string[][] = [];
  for (let start = 0; start < owing.length; start += reminderBatchSize)
    batches.push(owing.slice(start, start + reminderBatchSize));
  await enqueue(
    batches.map((studentIds) => ({ kind: 'payment-reminders-send' as const, payload: { studentIds } })),
  );
}

/**
 * Reminds each student of the batch who has an overdue amount and was not reminded within the interval,
 * then sends the outbox. Safe to repeat: the marker's condition (data/payment-reminders.ts) lets one
 * reminder a student through per interval. Returns how many this run reminded.
 */
export async function sendPaymentReminders(
  { studentIds }: z.output<(typeof jobPayloads)['payment-reminders-send']>,
  now = new Date(),
): Promise<number> {
  const reminded = await remindStudents(studentIds, now);
  await flushOutbox();
  return reminded;
}

/**
 * The reminders' writes without the outbox's flush: each reminder's notice waits in the outbox for the
 * next flush (the demo seed calls this before the jobs queue runs).
 */
export async function remindStudents(studentIds: readonly string[], now = new Date()): Promise<number> {
  const settings = await getSettings();
  if (!remindersRun(settings)) return 0;
  const since = reminderWindowStart(now, settings.paymentReminders.intervalDays);
  let reminded = 0;
  for (const studentId of studentIds) if (await remindStudent(studentId, now, since)) reminded += 1;
  return reminded;
}

/**
 * The reminder a student is due on `today` (YYYY-MM-DD) with their ledger as it then stands, or null:
 * nothing overdue, or not someone to remind.
 */
export function reminderOf(
  student: User | null,
  ledger: Pick<Ledger, 'entries' | 'balance' | 'currency'>,
  today: string,
): Notice | null {
  // A deactivated account cannot sign in to pay; staff follow such debts up themselves.
  if (!student?.isActive || student.role !== 'student' || !ledger.currency) return null;
  const overdue = overdueAmount(ledger.entries, ledger.balance, today);
  if (overdue === 0) return null;
  return paymentReminderNotice(student, { overdue, balance: ledger.balance, currency: ledger.currency });
}

async function remindStudent(studentId: string, now: Date, since: string): Promise<boolean> {
  const [ledger, student] = await Promise.all([ledgerOf(studentId), getUserById(studentId)]);
  const notice = reminderOf(student, ledger, hostelToday(now));
  return notice !== null && remindOnce(studentId, now.toISOString(), since, noticeItems(notice));
}
