import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { socketProtocols } from '#contract/socket-protocols';
import { handler as realtime } from '../../../functions/api/realtime/socket-handler.ts';
import { noticeOf, tellAfterCommit } from '../../../functions/domain/notifications/notices.ts';
import { staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import { call } from '../../support/hostel.ts';
import { jobsSettled } from '../../support/jobs.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

let server: LocalServer;
let origin: string;
let mailDir: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hostel-notices-test-'));
  server = createLocalServer({ roots: staticRoots, mailbox: new LocalMailbox(mailDir), realtime });
  origin = await server.listen(0);
  // Before the broadcaster's first use reads the environment: push through this server's /@connections.
  process.env.WEBSOCKET_CALLBACK_URL = origin;
});

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await server.close();
  await rm(mailDir, { recursive: true, force: true });
});

/** A tab's socket as the SPA opens it, with every message it receives kept in order. */
async function socketOf(tab: SignedIn): Promise<{ received: { event: string; data: unknown }[] }> {
  const { body } = await call(tab, 'GET', '/realtime/ticket');
  const socket = new WebSocket(`${origin.replace('http', 'ws')}/ws`, socketProtocols(body.ticket));
  sockets.push(socket);
  const received: { event: string; data: unknown }[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(
    JSON.stringify({
      event: 'join-user',
      data: { userId: tab.user.id, role: tab.user.role, tabId: tab.tabId },
    }),
  );
  return { received };
}

describe("a notice reaches its user's open tabs", () => {
  it('pushes the notice to every tab of its user, and to nobody else', async () => {
    const student = await signedInAs('student');
    const other = await signedInAs('student');
    const [first, second, stranger] = [
      await socketOf(student),
      await socketOf(student),
      await socketOf(other),
    ];

    await tellAfterCommit([
      noticeOf(student.user.id, 'bookings', {
        to: student.user.email,
        subject: 'Your booking moved to Room B202',
        text: 'moved',
        html: '<p>moved</p>',
      }),
    ]);
    await jobsSettled();

    for (const tab of [first, second])
      await expect
        .poll(() => tab.received, { timeout: 5000 })
        .toEqual([
          {
            event: 'notification',
            data: expect.objectContaining({ category: 'bookings', title: 'Your booking moved to Room B202' }),
          },
        ]);
    expect(stranger.received).toEqual([]);
  });
});
