import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { clockAt, clockOn } from '../../support/clock.ts';
import { call } from '../../support/hostel.ts';
import { signedInAs, signedInTab, type SignedIn } from '../../support/sessions.ts';

/**
 * GET /realtime/ticket is limited per account (docs/spec.md §9, decision 0070): each ticket is a table
 * write, and a tab asks for one only when its socket opens, so 60 a minute is more than an account's
 * tabs ask for, all of them reconnecting at once included.
 */
const ticketsAMinute = 60;

/**
 * The functions' clock on at the start of the next minute: the limit counts in fixed minutes, so a
 * burst that began late in one would be counted half in the next.
 */
function atTheStartOfAMinute() {
  clockAt(Math.ceil(Date.now() / 60_000) * 60_000);
}

const ticket = (tab: SignedIn) => call(tab, 'GET', '/realtime/ticket');

describe('realtime tickets', () => {
  it('refuses an account’s 61st ticket in a minute with 429 and a wait, counted over all its tabs', async () => {
    const first = await signedInAs('student');
    const second = await signedInTab(first.user);
    atTheStartOfAMinute();

    // All at once, as a script would: the counter is an atomic add, so none slips through.
    const answers = await Promise.all(
      Array.from({ length: ticketsAMinute + 1 }, (_, i) => ticket(i % 2 === 0 ? first : second)),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(ticketsAMinute);
    const [refused, ...more] = answers.filter((answer) => answer.status === 429);
    expect(more).toEqual([]);
    expect(refused!.body).toEqual({ message: messages.requests.tooManyRequests });
    const wait = Number(refused!.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('still gives another account its tickets while one is refused', async () => {
    const [flooding, neighbour] = await Promise.all([signedInAs('student'), signedInAs('student')]);
    atTheStartOfAMinute();
    await Promise.all(Array.from({ length: ticketsAMinute }, () => ticket(flooding)));

    expect((await ticket(flooding)).status).toBe(429);
    expect((await ticket(neighbour)).status).toBe(200);
  });

  it('gives a ticket again once the minute is over', async () => {
    const student = await signedInAs('student');
    atTheStartOfAMinute();
    await Promise.all(Array.from({ length: ticketsAMinute }, () => ticket(student)));
    expect((await ticket(student)).status).toBe(429);

    clockOn(60_000);

    expect((await ticket(student)).status).toBe(200);
  });
});
