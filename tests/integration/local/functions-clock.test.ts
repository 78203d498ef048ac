import { describe, expect, it } from 'vitest';
import { mailOnTheLine } from '../../../functions/domain/notifications/mail-line.ts';
import { uniqueEmail } from '../../support/auth.ts';
import { clockAt, clockOn } from '../../support/clock.ts';
import { lastMailTo } from '../../support/mail.ts';

const day = 86_400_000;

/** Hands one mail to the mail line, as a job does, and returns its address. */
async function aMailOnTheLine(): Promise<string> {
  const to = uniqueEmail('student');
  await mailOnTheLine([
    { mail: { to, subject: 'On the line', text: 'On the line', html: '<p>On the line</p>' } },
  ]);
  return to;
}

describe('the functions’ clock of an integration test', () => {
  it('moves on and keeps running: mail after mail goes, each at its moment a spacing after the last', async () => {
    clockOn(day);

    const [first, second] = await Promise.all([aMailOnTheLine(), aMailOnTheLine()]);

    // A stopped clock would never reach the second mail's moment.
    expect((await lastMailTo(first)).subject).toBe('On the line');
    expect((await lastMailTo(second)).subject).toBe('On the line');
  });

  it('refuses to go back, which would leave the next mail waiting for the moments booked on the later clock', async () => {
    clockOn(day);
    await lastMailTo(await aMailOnTheLine());

    expect(() => clockAt(Date.now() - day)).toThrow(/only goes forward/);

    // The line's next moment, and the worker's last hand-off, are a spacing ahead, not a day.
    expect((await lastMailTo(await aMailOnTheLine())).subject).toBe('On the line');
  });
});
