import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// SES as the worker sees it: each mail handed over is noted with the (fake) clock's time.
const handedOver: number[] = [];
vi.mock('../../../../functions/platform/mail.ts', () => ({
  sendMail: vi.fn(async () => {
    handedOver.push(Date.now());
  }),
  isMailThrottled: () => false,
}));
const { handChunkToSes } = await import('../../../../functions/domain/notifications/mail-line.ts');

const spacingMs = 125;
const aMail = (index: number) => ({
  mail: { to: `student${index}@example.edu`, subject: 'Room change', text: 'Hi', html: '<p>Hi</p>' },
});
const gapsOf = (times: readonly number[]) => times.slice(1).map((at, index) => at - times[index]!);

// The worker remembers its last hand-off across chunks, as a Lambda does between its jobs: each test
// runs an hour after the one before, so it starts with the line idle.
let hour = Date.parse('2026-11-30T08:00:00.000Z');
beforeEach(() => {
  hour += 3_600_000;
  vi.useFakeTimers({ now: hour });
  handedOver.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the mail line in one worker', () => {
  it('hands the mails of chunks it starts late to SES one spacing apart, not in a bunch', async () => {
    // Eight one-mail chunks booked a spacing apart from 900 ms ago, which the worker only runs now
    // (a cold start, a busy machine): every moment is past, none by more than the line lets go late.
    const booked = Date.now() - 900;
    const chunks = Array.from({ length: 8 }, (_, index) => ({
      mails: [aMail(index)],
      firstAt: booked + index * spacingMs,
      spacingMs,
      attempt: 0,
    }));

    const run = Promise.all(chunks.map((chunk) => handChunkToSes(chunk)));
    await vi.runAllTimersAsync();
    await run;

    expect(handedOver).toHaveLength(8);
    for (const gap of gapsOf(handedOver)) expect(gap).toBeGreaterThanOrEqual(spacingMs);
  });

  it('waits a spacing after a mail its timer sent late before it sends the next', async () => {
    const chunk = { mails: [0, 1, 2, 3].map(aMail), firstAt: Date.now(), spacingMs, attempt: 0 };

    const run = handChunkToSes(chunk);
    await vi.advanceTimersByTimeAsync(0);
    // The machine stalls for 300 ms: the clock moves on while the timer for the next mail still waits
    // its time, so it fires 300 ms after that mail's moment, and the mail after it is due already.
    vi.setSystemTime(Date.now() + 300);
    await vi.runAllTimersAsync();
    await run;

    expect(handedOver).toHaveLength(4);
    for (const gap of gapsOf(handedOver)) expect(gap).toBeGreaterThanOrEqual(spacingMs);
  });
});
