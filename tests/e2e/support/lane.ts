import { Socket, type AddressInfo, type Server } from 'node:net';
import type { DemoAccount } from '../../../infra/local/seed/demo-accounts.ts';
import { startLocalStack } from '../../../infra/local/stack.ts';

/**
 * One e2e lane: a whole local stack (its own DynamoDB Local, table, server, socket and queue) in a
 * process of its own, started by tests/e2e/global-setup.ts. A process each, because the stack points
 * the functions' environment (table, endpoints, origin) at itself, and that environment is one per
 * process. It tells the parent its origin and demo accounts, and stops when the parent goes.
 */

export type LaneMessage =
  | { origin: string; environment: Record<string, string>; accounts: DemoAccount[] }
  | { error: string }
  | { died: string };

const lane = process.argv[2];
const tell = (message: LaneMessage, then: () => void = () => {}) => process.send!(message, then);

// A socket error nobody hears ends a process. The local server hears its own sockets' (http-server.ts,
// websocket.ts), yet a lane of 30 Nov still ended on an unheard "read ECONNRESET" whose socket its
// stack does not name. Here such an error ends only its socket, and says whose it was, so the next
// one can be found; the e2e tests still judge what the user sees.
const emit = Socket.prototype.emit;
Socket.prototype.emit = function (this: Socket, event: string | symbol, ...args: unknown[]) {
  if (event !== 'error' || this.listenerCount('error') > 0)
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  const error = args[0] as NodeJS.ErrnoException;
  const { server } = this as Socket & { server?: Server };
  const side = server
    ? `accepted on port ${(server.address() as AddressInfo | null)?.port}`
    : `opened to ${this.remoteAddress ?? 'an unknown address'}:${this.remotePort ?? '?'}`;
  console.error(
    `[e2e lane ${lane}] a socket nobody heard failed: ${error.code ?? error.message}; ${side}; heard for ${this.eventNames().map(String).join(', ')}`,
  );
  this.destroy();
  return false;
} as typeof emit;

// Every later file on this lane would fail to connect, far from the cause: the parent names it at the
// end of the run, where a shortened CI log still shows it.
process.on('uncaughtException', (error) => {
  console.error(`[e2e lane ${lane}] ended by an uncaught error:`, error);
  tell({ died: error.stack ?? String(error) }, () => process.exit(1));
});

try {
  const stack = await startLocalStack({
    tableName: `e2e-${lane}`,
    stage: 'test',
    seed: true,
    realtime: true,
    dynamoDbLoad: 'light',
    leastPasswordCost: true,
    log: (line) => console.log(`[e2e lane ${lane}] ${line}`),
  });
  const stop = () => void stack.stop().finally(() => process.exit(0));
  process.once('disconnect', stop);
  process.once('SIGTERM', stop);
  tell({ origin: stack.origin, environment: stack.environment, accounts: stack.accounts! });
} catch (error) {
  tell({ error: (error as Error).message });
  process.exit(1);
}
