import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeNow, freePort, listenOn } from '../../../infra/local/http-server.ts';

const listening: Server[] = [];
afterEach(() => Promise.all(listening.splice(0).map(closeNow)));

/** The port a new server listens on, asked for `port`. */
async function portListenedOn(port: number): Promise<number> {
  const server = createServer();
  listening.push(server);
  return Number(new URL(await listenOn(server, port)).port);
}

describe('freePort', () => {
  it('gives a port a server can then listen on, below the ports the system hands out itself', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_000);
    expect(await portListenedOn(port)).toBe(port);
  });

  it('gives none of the ports the system hands out itself, which a listen on port 0 takes', async () => {
    expect(await portListenedOn(0)).toBeGreaterThanOrEqual(32_000);
  });
});
