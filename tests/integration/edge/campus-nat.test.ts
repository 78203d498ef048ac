import { beforeAll, describe, expect, it, vi } from 'vitest';
import { goodPassword, registration, uniqueEmail } from '../../support/auth.ts';
import { mailTo, tokenIn } from '../../support/mail.ts';
import { newTabId } from '../../support/sessions.ts';
import { viewerAt, type Viewer } from '../../support/viewer.ts';

/**
 * Registration day on a campus, against the real local server and DynamoDB Local: every student of a
 * NAT shares its one address, as they share it at CloudFront. Each test prints its figures.
 */

const studentsPerNat = 60;
const nats = ['127.0.0.11', '127.0.0.12', '127.0.0.13'].map(viewerAt);

/**
 * Runs the tasks with at most `width` at a time. In the cloud each invocation has a CPU of its own;
 * here every request's work shares two cores, and the local server holds each invocation to the
 * function's 10 s timeout, so more at once would only make each one slower.
 */
async function inPool<T>(tasks: Array<() => Promise<T>>, width = 2): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < tasks.length; i = next++) results[i] = await tasks[i]!();
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

const login = (viewer: Viewer, email: string, password: string) =>
  viewer.post(`/api/tab/${newTabId()}/auth/login`, { email, password });

async function verificationToken(email: string): Promise<string> {
  const [mail] = await vi.waitFor(
    async () => {
      const sent = await mailTo(email);
      if (sent.length === 0) throw new Error(`No mail to ${email} yet`);
      return sent;
    },
    { timeout: 30_000, interval: 100 },
  );
  return tokenIn(mail!, 'verify-email');
}

/** One student's first day: register, follow the mailed link, sign in; the status of each step. */
async function firstDay(nat: Viewer, email: string) {
  const registered = await nat.post('/api/auth/register', registration(email));
  const token = registered.status === 201 ? await verificationToken(email) : '';
  const verified = await nat.post('/api/auth/verify-email', { token, password: goodPassword });
  const signedIn = await login(nat, email, goodPassword);
  return [registered.status, verified.status, signedIn.status];
}

const students = nats.flatMap((nat, n) =>
  Array.from({ length: studentsPerNat }, (_, i) => ({ email: uniqueEmail(`nat${n}-s${i}`), nat })),
);
/** The status of each student's three steps, from the registration day every test here starts after. */
let statuses: number[][] = [];

describe('registration day behind three campus NAT addresses', () => {
  beforeAll(async () => {
    statuses = await inPool(students.map((student) => () => firstDay(student.nat, student.email)));
  }, 900_000);

  it(`registers, verifies and signs in ${studentsPerNat} students per address with no 429`, () => {
    const steps = ['register', 'verify', 'sign in'];
    const figures = steps.map((step, i) => ({
      step,
      ok: statuses.filter((s) => s[i]! < 300).length,
      refused429: statuses.filter((s) => s[i] === 429).length,
    }));
    console.log(
      `[campus NAT] ${nats.length} addresses × ${studentsPerNat} students: ` +
        figures.map((f) => `${f.step} ${f.ok} ok, ${f.refused429} × 429`).join('; '),
    );
    expect(statuses.flat().filter((status) => status === 429)).toEqual([]);
    expect(statuses).toEqual(students.map(() => [201, 200, 200]));
  });

  it("stops one address guessing one student's password within a few tries; the owner then signs in from the NAT", async () => {
    const owner = students[0]!;
    const guesser = viewerAt('127.0.0.21');
    const answers: number[] = [];
    for (let guess = 0; guess < 20; guess++) {
      const { status } = await login(guesser, owner.email, `Guess-${guess}-Pass`);
      answers.push(status);
      if (status === 429) break;
    }
    const wrongGuessesHeard = answers.filter((status) => status === 401).length;
    const ownerSignIn = await login(owner.nat, owner.email, goodPassword);
    console.log(
      `[campus NAT] password guessing from ${guesser.address}: ${wrongGuessesHeard} guesses checked, ` +
        `then 429 from guess ${answers.length}; the owner from ${owner.nat.address}: ${ownerSignIn.status}`,
    );
    expect(answers.at(-1)).toBe(429);
    expect(wrongGuessesHeard).toBeLessThanOrEqual(5);
    expect(ownerSignIn.status).toBe(200);
  }, 300_000);

  it('stops one address trying 150 accounts well before the end, and the NATs still sign in', async () => {
    const stuffer = viewerAt('127.0.0.22');
    const accounts = students.slice(0, 150);
    const answers: number[] = [];
    for (const { email } of accounts) answers.push((await login(stuffer, email, 'Leaked-Pass-1')).status);
    const firstRefusal = answers.indexOf(429) + 1;
    const checked = answers.filter((status) => status === 401).length;
    const afterwards = await Promise.all(
      nats.map((nat, n) => login(nat, students[n * studentsPerNat + 1]!.email, goodPassword)),
    );
    console.log(
      `[campus NAT] credential stuffing from ${stuffer.address}: ${accounts.length} accounts tried, ` +
        `${checked} passwords checked, first 429 at account ${firstRefusal}, ` +
        `${answers.filter((s) => s === 429).length} refused; students on the NATs afterwards: ` +
        afterwards.map((r) => r.status).join(', '),
    );
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(accounts.length / 2);
    expect(answers.slice(firstRefusal - 1).every((status) => status === 429)).toBe(true);
    expect(afterwards.map((r) => r.status)).toEqual([200, 200, 200]);
  }, 600_000);
});
