import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';

const listening: Server[] = [];
afterEach(async () => {
  await Promise.all(listening.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const listenOn = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    listening.push(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });

describe('freePort', () => {
  it('gives a port a server can then listen on, below the ports the system hands out itself', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(20_000);
    expect(port).toBeLessThan(32_000);
    expect(await listenOn(port)).toBe(port);
  });

  it('gives none of the ports the system hands out itself, which a listen on port 0 takes', async () => {
    expect(await listenOn(0)).toBeGreaterThanOrEqual(32_000);
  });
});
