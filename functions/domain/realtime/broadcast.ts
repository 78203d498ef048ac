import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeEvent } from '#contract/realtime';
import { env } from '../../platform/env.ts';
import { logger, traced } from '../../platform/observability.ts';
import { forEachBounded } from '../../platform/bounded.ts';
import { connectionsOf, deleteConnection, staffConnections, type Recipient } from '../../data/connections.ts';
import { backoffMs, failureOf, pacer, retryPolicy } from './pacing.ts';

let client: ApiGatewayManagementApiClient | undefined;

/** The one management API client of a Lambda, pointed at the WebSocket API's callback URL. */
function managementApi(): ApiGatewayManagementApiClient {
  if (!client) {
    const { WEBSOCKET_CALLBACK_URL, AWS_REGION } = env();
    if (!WEBSOCKET_CALLBACK_URL)
      throw new Error('Invalid function configuration: WEBSOCKET_CALLBACK_URL is needed to push to sockets');
    client = traced(
      new ApiGatewayManagementApiClient({
        endpoint: WEBSOCKET_CALLBACK_URL,
        region: AWS_REGION,
        // Retries are paced()'s own, each paced like a first call; the SDK's would skip the pacer.
        maxAttempts: 1,
        // The jobs worker runs the jobs of a batch side by side (up to ten), each with deliveryConcurrency
        // pushes in flight; the SDK's default pool of 50 sockets would queue all but one job behind it.
        requestHandler: {
          httpAgent: { keepAlive: true, maxSockets: pushSockets },
          httpsAgent: { keepAlive: true, maxSockets: pushSockets },
        },
      }),
    );
  }
  return client;
}

let pace: ReturnType<typeof pacer> | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How late a call may wake for its moment and still go: a timer's few milliseconds. */
const lateMs = 10;

/**
 * Waits for a call's booked moment. A call woken later than that (a busy event loop wakes many at
 * once) books again rather than go in a bunch: the pace holds for the calls as they start.
 */
async function turn({ turn: book }: ReturnType<typeof pacer>): Promise<void> {
  for (;;) {
    const wait = book(Date.now());
    if (wait <= 0) return;
    const moment = Date.now() + wait;
    await sleep(wait);
    if (Date.now() - moment <= lateMs) return;
  }
}

/**
 * Sends one call to the management API at this environment's pace (PUSH_RATE: the stage's share of
 * the account's API Gateway rate over the most workers that push at once, ./pacing.ts). A throttled or
 * failed call is tried again behind a jittered backoff, each retry paced too; a socket that is gone,
 * another refusal, or the last failure is thrown to the caller.
 */
async function paced(call: (api: ApiGatewayManagementApiClient) => Promise<unknown>): Promise<void> {
  pace ??= pacer(Number(env().PUSH_RATE));
  for (let attempt = 1; ; attempt++) {
    await turn(pace);
    try {
      await call(managementApi());
      return;
    } catch (error) {
      if (attempt === retryPolicy.attempts || failureOf(error) !== 'retry') throw error;
      await sleep(backoffMs(attempt - 1, Math.random()));
    }
  }
}

/**
 * How many pushes of one batch are in flight at once: enough that the batch keeps its environment's
 * pace (PUSH_RATE × a push's round trip); the pace, not this, keeps the account's rate.
 */
export const deliveryConcurrency = 50;

/** SQS hands the jobs worker up to ten messages, which it runs side by side. */
const pushSockets = deliveryConcurrency * 10;

/**
 * What one message to every socket says. Students and staff may be told differently (the lockdown's
 * reason is for staff only, docs/spec.md §4, §8), and students' sockets may be closed once told.
 */
export interface Announcement {
  staff: RealtimeEvent;
  student: RealtimeEvent;
  /** Close each student's socket after its event: the lockdown has signed them out. */
  closeStudentSockets: boolean;
}

export interface BroadcastOutcome {
  delivered: number;
  /** Connections that had closed without a $disconnect (410 Gone); their items are removed. */
  gone: number;
  /** Pushes that failed for another reason; logged, never thrown. */
  failed: number;
  /** The students' connections told of an announcement that closes them, for closeConnections. */
  toClose: string[];
}

const logFailure = (message: string, connectionId: string, error: unknown) =>
  logger.error(message, { connectionId, error: String(error) });

const encoded = (event: RealtimeEvent) => new TextEncoder().encode(JSON.stringify(event));

/**
 * Pushes an announcement to some connections, `concurrency` at a time, at the environment's pace, a
 * throttled or failed push tried again. A client that is gone or failing costs only its own delivery:
 * the outcome counts it and the rest carry on, so one browser never fails the batch. Sockets the
 * announcement closes are not closed here but listed, so the caller can close them once everyone has
 * been told.
 */
export async function pushTo(
  recipients: Recipient[],
  announcement: Announcement,
  concurrency = deliveryConcurrency,
): Promise<BroadcastOutcome> {
  const outcome: BroadcastOutcome = { delivered: 0, gone: 0, failed: 0, toClose: [] };
  const data = { staff: encoded(announcement.staff), student: encoded(announcement.student) };
  await forEachBounded(recipients, concurrency, async ({ id, role }) => {
    const student = role === 'student';
    try {
      await paced((api) =>
        api.send(
          new PostToConnectionCommand({ ConnectionId: id, Data: student ? data.student : data.staff }),
        ),
      );
      outcome.delivered += 1;
      if (student && announcement.closeStudentSockets) outcome.toClose.push(id);
    } catch (error) {
      if (failureOf(error) === 'gone') {
        outcome.gone += 1;
        // Should this delete fail, the item's TTL removes it later; the broadcast goes on.
        await deleteConnection(id).catch(() => {});
        return;
      }
      outcome.failed += 1;
      logFailure('push failed', id, error);
    }
  });
  return outcome;
}

/** Pushes one event to the open tabs of one user, and to nobody else's (GSI1 USER#{userId}). */
export async function pushToUser(userId: string, event: RealtimeEvent): Promise<void> {
  const recipients = await connectionsOf(userId);
  if (recipients.length > 0)
    await pushTo(recipients, { staff: event, student: event, closeStudentSockets: false });
}

/**
 * Pushes one event to staff's open tabs, and to nobody else's: the staff partition holds no student's
 * connection, and one found there all the same is left out, so a student's tab never hears staff's news.
 */
export async function pushToStaff(event: RealtimeEvent): Promise<void> {
  const recipients = (await staffConnections()).filter((recipient) => recipient.role !== 'student');
  if (recipients.length > 0)
    await pushTo(recipients, { staff: event, student: event, closeStudentSockets: false });
}

/**
 * Closes sockets from the server side, `concurrency` at a time; each close's $disconnect removes the
 * connection's item. Every close is tried; if any failed (other than for a socket already gone) it
 * throws after the rest, so the caller's retry closes what is left, and closing twice is harmless.
 */
export async function closeConnections(ids: string[], concurrency = deliveryConcurrency): Promise<void> {
  let failed = 0;
  await forEachBounded(ids, concurrency, (id) =>
    disconnect(id).catch((error: unknown) => {
      failed += 1;
      logFailure('close failed', id, error);
    }),
  );
  if (failed > 0) throw new Error(`${failed} of ${ids.length} sockets could not be closed`);
}

/** Closes a socket from the server side; one that is already gone is already what was wanted. */
export async function disconnect(connectionId: string): Promise<void> {
  try {
    await paced((api) => api.send(new DeleteConnectionCommand({ ConnectionId: connectionId })));
  } catch (error) {
    if (failureOf(error) !== 'gone') throw error;
  }
}
