import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeEvent } from '#contract/realtime';
import { env } from '../core/env.ts';
import { logger, traced } from '../core/observability.ts';
import { connectionIdPages, deleteConnection } from '../data/connections.ts';

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
        maxAttempts: 2,
      }),
    );
  }
  return client;
}

/**
 * How many pushes are in flight at once: enough to reach thousands of sockets in a few seconds, few
 * enough to stay inside the management API's rate and the SDK's default socket pool (50).
 */
export const deliveryConcurrency = 50;

export interface BroadcastOutcome {
  delivered: number;
  /** Connections that had closed without a $disconnect (410 Gone); their items are removed. */
  gone: number;
  /** Pushes that failed for another reason; logged, never thrown. */
  failed: number;
}

const isGone = (error: unknown) =>
  error instanceof GoneException ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410;

/** Runs `work` over `items` with at most `limit` calls in flight. */
async function forEachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Pushes one event to every open connection. A client that is gone or failing costs only its own
 * delivery: the outcome counts it and the broadcast carries on, so a switch never fails because of
 * one browser.
 */
export async function broadcast(
  message: RealtimeEvent,
  concurrency = deliveryConcurrency,
): Promise<BroadcastOutcome> {
  const outcome: BroadcastOutcome = { delivered: 0, gone: 0, failed: 0 };
  const data = new TextEncoder().encode(JSON.stringify(message));
  const api = managementApi();
  for await (const ids of connectionIdPages()) {
    await forEachBounded(ids, concurrency, async (id) => {
      try {
        await api.send(new PostToConnectionCommand({ ConnectionId: id, Data: data }));
        outcome.delivered += 1;
      } catch (error) {
        if (isGone(error)) {
          outcome.gone += 1;
          // Should this delete fail, the item's TTL removes it later; the broadcast goes on.
          await deleteConnection(id).catch(() => {});
          return;
        }
        outcome.failed += 1;
        logger.error('push failed', { connectionId: id, error: String(error) });
      }
    });
  }
  return outcome;
}

/** Closes a socket from the server side; one that is already gone is already what was wanted. */
export async function disconnect(connectionId: string): Promise<void> {
  try {
    await managementApi().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (error) {
    if (!isGone(error)) throw error;
  }
}
