import {
  ApiGatewayManagementApiClient,
  ApiGatewayManagementApiServiceException,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionKey, formerConnectionKey } from '../../../../functions/data/keys.ts';
import { closeConnections, pushTo } from '../../../../functions/domain/realtime/broadcast.ts';
import { lockdownAnnouncement } from '../../../../functions/domain/lockdown/announcement.ts';
import { burstMs, retryPolicy } from '../../../../functions/domain/realtime/pacing.ts';
import { refusedBy } from '../../../support/token-bucket.ts';

// Read on first use (functions/platform/env.ts), so setting it after the imports is in time.
Object.assign(process.env, {
  TABLE_NAME: 'unit',
  AWS_REGION: 'local',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  WEBSOCKET_CALLBACK_URL: 'http://127.0.0.1:1',
  PUBLIC_ORIGIN: 'http://127.0.0.1:1',
  SENDER_EMAIL: 'no-reply@example.edu',
  SESSION_SECRET: 'x'.repeat(32),
  // A pace this file's pushes go beyond: its burst is 200 pushes, then one every 2.5 ms.
  PUSH_RATE: '400',
});

const pushes = mockClient(ApiGatewayManagementApiClient);
const dynamo = mockClient(DynamoDBDocumentClient);
const changedAt = '2026-11-23T10:00:00.000Z';
const lockdown = lockdownAnnouncement({ active: true, reason: 'Fire', changedAt });
const decoded = (data: unknown) => JSON.parse(new TextDecoder().decode(data as Uint8Array));

const ids = (count: number, prefix = 'c') => Array.from({ length: count }, (_, i) => `${prefix}${i}`);
const admins = (ids: string[]) => ids.map((id) => ({ id, role: 'admin' as const }));
const failure = (name: string, httpStatusCode: number) =>
  new ApiGatewayManagementApiServiceException({
    name,
    $fault: httpStatusCode < 500 ? 'client' : 'server',
    message: name,
    $metadata: { httpStatusCode },
  });
const throttled = (name: string) => failure(name, 429);
const callsTo = (id: string) =>
  pushes.commandCalls(PostToConnectionCommand).filter((call) => call.args[0].input.ConnectionId === id)
    .length;
const deletedKeys = () => dynamo.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key);

beforeEach(() => {
  pushes.reset();
  dynamo.reset();
  dynamo.on(DeleteCommand).resolves({});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('pushing an announcement to a batch of connections', () => {
  it('pushes the announcement to every connection of the batch', async () => {
    pushes.on(PostToConnectionCommand).resolves({});

    const outcome = await pushTo(admins(ids(5)), lockdown);

    expect(outcome).toEqual({ delivered: 5, gone: 0, failed: 0, toClose: [] });
    const sent = pushes.commandCalls(PostToConnectionCommand).map((call) => call.args[0].input);
    expect(sent.map((input) => input.ConnectionId)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(decoded(sent[0]!.Data)).toEqual({
      event: 'emergency-lockdown',
      data: { reason: 'Fire', changedAt },
    });
  });

  it('tells students of a lockdown without its reason and lists their sockets to close, staff with it', async () => {
    pushes.on(PostToConnectionCommand).resolves({});

    const outcome = await pushTo(
      [
        { id: 'student', role: 'student' },
        { id: 'admin', role: 'admin' },
        { id: 'super', role: 'super_admin' },
      ],
      lockdown,
    );

    expect(outcome).toEqual({ delivered: 3, gone: 0, failed: 0, toClose: ['student'] });
    const sent = Object.fromEntries(
      pushes
        .commandCalls(PostToConnectionCommand)
        .map(({ args: [{ input }] }) => [input.ConnectionId, decoded(input.Data)]),
    );
    expect(sent).toEqual({
      student: { event: 'emergency-lockdown', data: { changedAt } },
      admin: { event: 'emergency-lockdown', data: { reason: 'Fire', changedAt } },
      super: { event: 'emergency-lockdown', data: { reason: 'Fire', changedAt } },
    });
    // Closing waits until everyone has been told: the caller closes what the outcome lists.
    expect(pushes.commandCalls(DeleteConnectionCommand)).toHaveLength(0);
  });

  it('tells everyone of the unlock and closes no socket', async () => {
    pushes.on(PostToConnectionCommand).resolves({});

    const outcome = await pushTo(
      [
        { id: 'student', role: 'student' },
        { id: 'admin', role: 'admin' },
      ],
      lockdownAnnouncement({ active: false, reason: '', changedAt }),
    );

    const sent = pushes
      .commandCalls(PostToConnectionCommand)
      .map(({ args: [{ input }] }) => decoded(input.Data));
    expect(sent).toEqual([
      { event: 'emergency-unlock', data: { changedAt } },
      { event: 'emergency-unlock', data: { changedAt } },
    ]);
    expect(outcome.toClose).toEqual([]);
  });

  it('keeps no more pushes in flight than its concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    pushes.on(PostToConnectionCommand).callsFake(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return {};
    });

    const outcome = await pushTo(admins(ids(40)), lockdown, 7);

    expect(outcome.delivered).toBe(40);
    expect(most).toBe(7);
  });

  it('removes the connections that answer 410 Gone and reaches the others', async () => {
    pushes.on(PostToConnectionCommand).resolves({});
    pushes
      .on(PostToConnectionCommand, { ConnectionId: 'dead' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));

    const outcome = await pushTo(admins(['live1', 'dead', 'live2']), lockdown);

    expect(outcome).toEqual({ delivered: 2, gone: 1, failed: 0, toClose: [] });
    // Wherever it was stored: one from before decision 0090 is elsewhere.
    expect(deletedKeys()).toEqual([connectionKey('dead'), formerConnectionKey('dead')]);
  });

  it('tries a throttled push again, after a backoff, until it is delivered', async () => {
    pushes.on(PostToConnectionCommand).resolves({});
    pushes
      .on(PostToConnectionCommand, { ConnectionId: 'throttled' })
      .rejectsOnce(throttled('TooManyRequestsException'))
      .rejectsOnce(throttled('LimitExceededException'))
      .resolves({});

    const outcome = await pushTo(admins(['ok', 'throttled']), lockdown);

    expect(outcome).toEqual({ delivered: 2, gone: 0, failed: 0, toClose: [] });
    expect(callsTo('throttled')).toBe(3);
  });

  it('tries a push again that failed on the way: a 5xx, or no answer at all', async () => {
    pushes.on(PostToConnectionCommand).resolves({});
    pushes
      .on(PostToConnectionCommand, { ConnectionId: 'flaky' })
      .rejectsOnce(failure('InternalServerErrorException', 500))
      .rejectsOnce(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))
      .resolves({});

    const outcome = await pushTo(admins(['flaky']), lockdown);

    expect(outcome.delivered).toBe(1);
    expect(callsTo('flaky')).toBe(3);
  });

  it('gives a push up after its last attempt, counting it and keeping the connection', async () => {
    pushes.on(PostToConnectionCommand).resolves({});
    pushes
      .on(PostToConnectionCommand, { ConnectionId: 'throttled' })
      .rejects(throttled('LimitExceededException'));

    const outcome = await pushTo(admins(['ok', 'throttled']), lockdown);

    expect(outcome).toEqual({ delivered: 1, gone: 0, failed: 1, toClose: [] });
    expect(callsTo('throttled')).toBe(retryPolicy.attempts);
    expect(deletedKeys()).toEqual([]);
  });

  it('does not try again a push refused for another reason', async () => {
    pushes.on(PostToConnectionCommand).rejects(failure('ForbiddenException', 403));

    const outcome = await pushTo(admins(['refused']), lockdown);

    expect(outcome.failed).toBe(1);
    expect(callsTo('refused')).toBe(1);
  });

  it("never starts pushes faster than its environment's pace allows, retries included", async () => {
    const starts: number[] = [];
    pushes.on(PostToConnectionCommand).callsFake(async () => {
      starts.push(Date.now());
      // One push in ten is throttled once: its retry takes a turn of the pace too.
      if (starts.length % 10 === 0) throw throttled('TooManyRequestsException');
      return {};
    });

    const outcome = await pushTo(admins(ids(500)), lockdown);

    expect(outcome.delivered).toBe(500);
    // The pace's bucket, and the few calls a timer may wake late for.
    const rate = Number(process.env.PUSH_RATE);
    expect(refusedBy(starts, rate, (rate * (burstMs + 10)) / 1000 + 1)).toBe(0);
  });

  it('still finishes when removing a gone connection fails', async () => {
    dynamo.on(DeleteCommand).rejects(new Error('throttled'));
    pushes.on(PostToConnectionCommand).resolves({});
    pushes
      .on(PostToConnectionCommand, { ConnectionId: 'dead' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));

    await expect(pushTo(admins(['dead', 'live']), lockdown)).resolves.toEqual({
      delivered: 1,
      gone: 1,
      failed: 0,
      toClose: [],
    });
  });
});

describe('closing the sockets of students a lockdown signed out', () => {
  const closedIds = () =>
    pushes.commandCalls(DeleteConnectionCommand).map((call) => call.args[0].input.ConnectionId);

  it('closes each socket, taking one already gone as closed', async () => {
    pushes.on(DeleteConnectionCommand).resolves({});
    pushes
      .on(DeleteConnectionCommand, { ConnectionId: 'gone' })
      .rejects(new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } }));

    await closeConnections(['a', 'gone', 'b']);

    expect(closedIds()).toEqual(['a', 'gone', 'b']);
  });

  it('tries every close before failing, so a retry closes what is left', async () => {
    pushes.on(DeleteConnectionCommand).resolves({});
    pushes
      .on(DeleteConnectionCommand, { ConnectionId: 'refused' })
      .rejects(failure('ForbiddenException', 403));

    await expect(closeConnections(['refused', 'a', 'b'])).rejects.toThrow(
      '1 of 3 sockets could not be closed',
    );
    expect(closedIds()).toEqual(['refused', 'a', 'b']);
  });
});
