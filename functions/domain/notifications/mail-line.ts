import type { jobPayloads, Job, LineMail } from '#contract/jobs';
import type * as z from '#contract/zod';
import { bookMailHandOffs } from '../../data/mail-line.ts';
import { isChoosable, mailsFor, type NoticeCategory } from '#contract/notifications';
import {
  claimNoticeMail,
  markNoticeMailed,
  preferencesOf,
  releaseNoticeMail,
} from '../../data/notifications.ts';
import { getUserById } from '../../data/users.ts';
import { env } from '../../platform/env.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { isMailThrottled, sendMail, type Mail } from '../../platform/mail.ts';
import { logger } from '../../platform/observability.ts';
import { withUnsubscribe } from './unsubscribe.ts';

/**
 * The mail line: every mail the queue sends goes to SES at a booked moment, `1 / MAIL_SEND_RATE`
 * seconds after the one before, so the product's mail stays within its share of the account's SES
 * sending rate however many workers run (docs/decisions/0045-mail-line-within-the-ses-rate.md). Mails are
 * booked in runs (one conditional write per run) and handed on as `paced-mail` jobs, each a chunk of
 * the run held back by SQS until shortly before its first moment.
 */
export type { LineMail };

type PacedMail = z.output<(typeof jobPayloads)['paced-mail']>;

/**
 * A chunk is one job: few enough mails, and a short enough stretch of the line, for one run, and few
 * enough bytes (of UTF-8, as SQS counts them) for one message of 256 KiB.
 */
const chunkMails = 25;
const chunkBytes = 150_000;
const chunkSpanMs = 10_000;

/** SQS holds a message back at most 15 minutes; a chunk booked further ahead waits again. */
const maxDelaySeconds = 900;

/** A chunk that arrives this close to its first moment waits in the worker rather than on the queue. */
const earlyToleranceMs = 1500;

/** After this many refusals (other than throttling) a mail fails its own job, for the dead-letter queue. */
export const refusedAttempts = 3;

/**
 * How long a mail that came back waits before its next moment: doubling from a second, at most 15
 * minutes, with jitter so the mails one throttle returned do not come back together.
 */
export function backoffMs(attempt: number, random = Math.random): number {
  if (attempt <= 0) return 0;
  return Math.min(maxDelaySeconds * 1000, 1000 * 2 ** (attempt - 1)) * (0.5 + random() / 2);
}

// Bytes, not characters: a mail in a script of three bytes a character is three times its length.
const sizeOf = (item: LineMail) => Buffer.byteLength(JSON.stringify(item), 'utf8');

/** Cuts a booked run into chunks, each with its own first moment. */
function chunksOf(mails: readonly LineMail[], firstAt: number, spacingMs: number, alone: boolean) {
  const chunks: Array<{ mails: LineMail[]; firstAt: number }> = [];
  let current: { mails: LineMail[]; firstAt: number; bytes: number } | undefined;
  mails.forEach((item, index) => {
    const at = firstAt + index * spacingMs;
    const bytes = sizeOf(item);
    if (
      !current ||
      alone ||
      current.mails.length >= chunkMails ||
      current.bytes + bytes > chunkBytes ||
      at - current.firstAt >= chunkSpanMs
    ) {
      current = { mails: [], firstAt: at, bytes: 0 };
      chunks.push(current);
    }
    current.mails.push(item);
    current.bytes += bytes;
  });
  return chunks.map(({ mails: chunk, firstAt: at }) => ({ mails: chunk, firstAt: at }));
}

const delayOf = (at: number) =>
  Math.min(maxDelaySeconds, Math.max(0, Math.floor((at - Date.now() - earlyToleranceMs / 2) / 1000)));

/** Queues chunks, each held back until shortly before its first moment (SQS counts whole seconds). */
async function queueChunks(chunks: PacedMail[]): Promise<void> {
  const byDelay = new Map<number, Job[]>();
  for (const chunk of chunks) {
    const delay = delayOf(chunk.firstAt);
    const job: Job = { kind: 'paced-mail', payload: chunk };
    const queued = byDelay.get(delay);
    if (queued) queued.push(job);
    else byDelay.set(delay, [job]);
  }
  await Promise.all([...byDelay].map(([delaySeconds, jobs]) => enqueue(jobs, { delaySeconds })));
}

/**
 * Books mails on the line and queues them. `attempt` is how often they came back already (the wait
 * before their moment grows with it); `alone` gives each mail a job of its own, so one that keeps
 * failing fails only itself.
 */
export async function mailOnTheLine(
  mails: readonly LineMail[],
  { attempt = 0, alone = false }: { attempt?: number; alone?: boolean } = {},
): Promise<void> {
  if (mails.length === 0) return;
  const spacingMs = 1000 / Number(env().MAIL_SEND_RATE);
  const firstAt = await bookMailHandOffs(mails.length, spacingMs, Date.now() + backoffMs(attempt));
  await queueChunks(
    chunksOf(mails, firstAt, spacingMs, alone).map((chunk) => ({ ...chunk, spacingMs, attempt })),
  );
}

const sleepUntil = (at: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * When this worker last handed a mail to SES. The booked moments are a spacing apart, but a worker
 * that starts or wakes late (a busy machine, a cold or descheduled Lambda) finds several of them past
 * at once: sent at once, they spend SES's burst, and the on-time mail after them is throttled. So a
 * hand-off also waits one spacing after the worker's last, on the clock: late mail goes late, at the
 * line's rate, never in a bunch.
 */
let lastHandOffAt = Number.NEGATIVE_INFINITY;

/** Waits until a spacing has passed since this worker's last hand-off, and takes the next. */
async function handOffTurn(spacingMs: number): Promise<void> {
  // Every chunk the worker runs side by side waits here: whichever wakes first takes the turn.
  while (Date.now() < lastHandOffAt + spacingMs) await sleepUntil(lastHandOffAt + spacingMs);
  lastHandOffAt = Date.now();
}

type HandOff = 'sent' | 'already' | 'unwanted' | 'throttled' | 'refused';

/**
 * Where a notice's mail goes. One its user may turn to the app only goes to the address their account
 * has as it goes, read as their choice is: a student who changed their address while it waited gets it
 * at the new one, not at a mailbox they left. An `account` notice goes where it was filed, the address
 * the account had when what it tells of happened (decision 0104). Null for an account deleted meanwhile.
 */
async function addressAsItGoes(mail: Mail, userId: string, category: NoticeCategory) {
  if (!isChoosable(category)) return mail.to;
  return (await getUserById(userId, { consistent: true }))?.email ?? null;
}

/**
 * Hands one mail to SES, in the worker's turn. A notice's mail is claimed on its entry first and
 * marked sent after, so a chunk the queue delivers twice, or a notice put on the line twice, mails
 * once (decision 0033); a mail SES does not take gives its claim back. Its user's choice for its
 * category, and for an optional notice their address, are read again once it is claimed: a mail may
 * wait on the line for minutes (behind an announcement to everyone, or throttled), and one whose
 * category its user turned to the app only meanwhile does not go (docs/spec.md §18).
 */
async function handOff({ mail, notice }: LineMail, spacingMs: number): Promise<HandOff> {
  let sent: Mail = mail;
  if (notice) {
    const category = await claimNoticeMail(notice.userId, notice.id);
    if (!category) return 'already';
    const [preferences, to] = await Promise.all([
      preferencesOf(notice.userId),
      addressAsItGoes(mail, notice.userId, category),
    ]);
    if (!to || !mailsFor(preferences, category)) {
      await releaseNoticeMail(notice.userId, notice.id);
      return 'unwanted';
    }
    // Its unsubscribe link is signed here, as it goes, so the queued mail stays as it was written. A
    // signing key that cannot be read gives the claim back, for the job's retry to send the mail.
    sent = await withUnsubscribe({ ...mail, to }, notice.userId, category).catch(async (error: unknown) => {
      await releaseNoticeMail(notice.userId, notice.id);
      throw error;
    });
  }
  // After the claim, whose time varies, so the spacing holds where SES counts it.
  await handOffTurn(spacingMs);
  try {
    await sendMail(sent);
  } catch (error) {
    if (notice) await releaseNoticeMail(notice.userId, notice.id);
    if (isMailThrottled(error)) return 'throttled';
    return 'refused';
  }
  if (notice) await markNoticeMailed(notice.userId, notice.id);
  return 'sent';
}

/**
 * A mail whose moment passed more than this ago is not sent late: a worker a second behind the line,
 * sending at its rate beside workers on time, adds at most a second's worth of mail, which SES takes
 * at once; further behind, it would add to the mails booked for now and go past the rate (the
 * announcement benchmark saw a busy worker do exactly that).
 */
const lateToleranceMs = 1000;

/**
 * Runs one chunk of the line (the `paced-mail` job): each mail at its moment, in the worker's turn
 * (`handOffTurn`), so a late start or a late timer delays mail rather than bunching it. A chunk the
 * queue brought too early (a moment beyond SQS's 15 minutes) waits again; one the worker runs late
 * books the rest of its mails afresh behind the line, and sends them here only if that moment is now.
 * Mails SES throttled go back on the line behind a growing wait, however often: a throttle says
 * "later", never "no". A mail SES refused goes back alone; alone and refused `refusedAttempts` times,
 * it fails its job, which SQS retries and then moves to the dead-letter queue, where the alarm sees it.
 */
export async function handChunkToSes(chunk: PacedMail): Promise<void> {
  if (chunk.firstAt - Date.now() > earlyToleranceMs) {
    await queueChunks([chunk]);
    return;
  }
  const { spacingMs, attempt } = chunk;
  const throttled: LineMail[] = [];
  const refused: LineMail[] = [];
  let { mails, firstAt } = chunk;
  for (let index = 0; index < mails.length; index += 1) {
    if (Date.now() - (firstAt + index * spacingMs) > lateToleranceMs) {
      mails = mails.slice(index);
      index = 0;
      firstAt = await bookMailHandOffs(mails.length, spacingMs, Date.now());
      if (firstAt - Date.now() > earlyToleranceMs) {
        await queueChunks(
          chunksOf(mails, firstAt, spacingMs, false).map((late) => ({ ...late, spacingMs, attempt })),
        );
        break;
      }
    }
    await sleepUntil(firstAt + index * spacingMs);
    const outcome = await handOff(mails[index]!, spacingMs);
    if (outcome === 'throttled') throttled.push(mails[index]!);
    if (outcome === 'refused') refused.push(mails[index]!);
  }
  if (throttled.length > 0) logger.warn('mail throttled by SES', { mails: throttled.length });
  if (refused.length > 0 && chunk.mails.length === 1 && attempt + 1 >= refusedAttempts)
    throw new Error('SES refused the mail');
  await mailOnTheLine(throttled, { attempt: attempt + 1 });
  await mailOnTheLine(refused, { attempt: attempt + 1, alone: true });
}
