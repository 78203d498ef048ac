import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { activeBookings } from '../../../functions/data/bookings.ts';
import { dynamo } from '../../../functions/data/dynamo.ts';
import { getRoom, listRooms } from '../../../functions/data/rooms.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { randomIp, registration, userWithPassword } from '../../support/auth.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { invoke, type ApiResponse } from '../../support/invoke.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { lastMailTo, mailTo, tokenIn } from '../../support/mail.ts';
import { signedInAs } from '../../support/sessions.ts';

/**
 * Faults between the handlers and AWS: a DynamoDB error or timeout, an SES failure and transaction
 * conflicts. DynamoDB faults are injected by wrapping the data layer's one client (the handlers run in
 * this process), so every other call still reaches DynamoDB Local. After each fault the user has a clear
 * message, and bookings, occupancy and the archive still agree.
 */

type Send = ReturnType<typeof dynamo>['send'];
let transactCalls = 0;

/** Fails the matching commands with `fault(n)` (n counts matching calls from 1) while it returns an error. */
function injectFault(
  command: new (...args: never[]) => object,
  fault: (call: number) => Error | undefined,
): void {
  const client = dynamo();
  const send = client.send.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let calls = 0;
  vi.spyOn(client, 'send').mockImplementation(((...args: unknown[]) => {
    if (args[0] instanceof command) {
      calls += 1;
      if (command === TransactWriteCommand) transactCalls = calls;
      const error = fault(calls);
      if (error) return Promise.reject(error);
    }
    return send(...args);
  }) as Send);
}

afterEach(() => {
  vi.restoreAllMocks();
  transactCalls = 0;
});

const awsError = (name: string, message = name) => Object.assign(new Error(message), { name });

const conflict = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled: TransactionConflict',
    $metadata: {},
    CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
  });

/** Every room's occupancy equals its count of active bookings, and no student holds two. */
async function expectConsistent() {
  const [rooms, active] = await Promise.all([listRooms(), activeBookings()]);
  for (const room of rooms) {
    const holders = active.filter((booking) => booking.roomId === room.id);
    expect(room.currentOccupancy, `room ${room.roomNumber}`).toBe(holders.length);
  }
  const students = active.map((booking) => booking.studentId);
  expect(new Set(students).size).toBe(students.length);
}

function expectClearError(response: ApiResponse, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.body.message).toBe(message);
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+:\d+:\d+|Exception|stack/);
}

const bookRoom = (student: Awaited<ReturnType<typeof aStudent>>, roomId: string) =>
  call(student, 'POST', '/bookings', { roomId, termsAgreed: true });

describe('DynamoDB faults', () => {
  it('a failing booking transaction books nothing and says to try again; the retry books', async () => {
    const [student, room] = await Promise.all([aStudent(), aRoom({ capacity: 2 })]);
    injectFault(TransactWriteCommand, () => awsError('InternalServerError', 'Internal server error'));
    expectClearError(await bookRoom(student, room.id), 503, messages.requests.unavailable);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(0);
    await expectConsistent();

    vi.restoreAllMocks();
    expect((await bookRoom(student, room.id)).status).toBe(201);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    await expectConsistent();
  });

  it('a timeout while reading gives the same clear answer and changes nothing', async () => {
    const [student, room] = await Promise.all([aStudent(), aRoom({ capacity: 2 })]);
    injectFault(GetCommand, () => awsError('TimeoutError', 'Socket timed out after 3000 ms'));
    expectClearError(await bookRoom(student, room.id), 503, messages.requests.unavailable);
    vi.restoreAllMocks();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(0);
    await expectConsistent();
  });

  it('a cancellation that fails leaves the booking active, its bed taken and nothing archived', async () => {
    const [student, admin, room] = await Promise.all([
      aStudent(),
      signedInAs('admin'),
      aRoom({ capacity: 2 }),
    ]);
    const booking = await book(student, room);
    injectFault(TransactWriteCommand, () => awsError('TimeoutError'));
    const response = await call(admin, 'POST', `/bookings/${booking.id}/cancel`, {
      cancellationReason: 'Leaving the hostel',
    });
    expectClearError(response, 503, messages.requests.unavailable);
    vi.restoreAllMocks();

    const current = await call(student, 'GET', `/students/${student.user.id}/bookings/current`);
    expect(current.body.booking).toMatchObject({ id: booking.id, status: 'active' });
    const archived = await call(student, 'GET', `/students/${student.user.id}/bookings/archived`);
    expect(archived.body.archives).toEqual([]);
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    await expectConsistent();
  });
});

describe('transaction conflicts', () => {
  it('are retried with a random pause, so a booking that meets two conflicts still succeeds', async () => {
    const [student, room] = await Promise.all([aStudent(), aRoom({ capacity: 2 })]);
    const random = vi.spyOn(Math, 'random');
    injectFault(TransactWriteCommand, (n) => (n <= 2 ? conflict() : undefined));
    expect((await bookRoom(student, room.id)).status).toBe(201);
    expect(transactCalls).toBe(3);
    expect(random.mock.calls.length).toBeGreaterThanOrEqual(2);
    vi.restoreAllMocks();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(1);
    await expectConsistent();
  });

  it('give up after a bounded number of attempts with a 409 that invites a retry, writing nothing', async () => {
    const [student, room] = await Promise.all([aStudent(), aRoom({ capacity: 2 })]);
    injectFault(TransactWriteCommand, () => conflict());
    const response = await bookRoom(student, room.id);
    expectClearError(response, 409, messages.bookingRefusals.busy);
    expect(response.body.retry).toBe(true);
    expect(transactCalls).toBe(6);
    vi.restoreAllMocks();
    expect((await getRoom(room.id))!.currentOccupancy).toBe(0);
    expect((await call(student, 'GET', `/students/${student.user.id}/bookings/current`)).body.booking).toBe(
      null,
    );
    await expectConsistent();
  });
});

describe('SES faults', () => {
  const register = (body: unknown) =>
    invoke({ method: 'POST', path: '/api/auth/register', body, sourceIp: randomIp() });

  it('a registration answers as usual while SES fails, and its queued job mails the link once SES is back', async () => {
    const body = registration();
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(awsError('ServiceUnavailable', 'SES is down'));
    try {
      // The account and its mail are made after the answer (issue 25: the answer must not depend on
      // the address), so SES's failure is the job's to retry.
      expect((await register(body)).status).toBe(201);
    } finally {
      ses.restore();
    }
    expect((await jobsSettled()).deadLetters).toBe(0);
    const token = tokenIn(await lastMailTo(body.email), 'verify-email');
    const verified = await invoke({
      method: 'POST',
      path: '/api/auth/verify-email',
      body: { token, password: body.password },
      sourceIp: randomIp(),
    });
    expect(verified.status).toBe(200);
    expect(await getUserByEmail(body.email)).toMatchObject({ emailVerified: true });
  });

  it('a reset request answers as usual while SES fails, and the queued job mails the link once SES is back', async () => {
    // A confirmed account: an unconfirmed registration is mailed the way to register instead (decision 0080).
    const { email } = await userWithPassword();
    const before = (await mailTo(email)).length;
    const ses = mockClient(SESv2Client);
    ses.on(SendEmailCommand).rejects(awsError('ServiceUnavailable'));
    try {
      const response = await invoke({
        method: 'POST',
        path: '/api/auth/forgot-password',
        body: { email },
        sourceIp: randomIp(),
      });
      // The mail goes after the answer (issue 17: the answer must not depend on the address).
      expect(response.status).toBe(200);
    } finally {
      ses.restore();
    }
    expect((await jobsSettled()).deadLetters).toBe(0);
    const mails = await mailTo(email);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]!.subject).toMatch(/Reset your/);
  });
});
