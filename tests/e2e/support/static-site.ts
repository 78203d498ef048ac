import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticRoots } from '../../../infra/local/config.ts';
import { freePort } from '../../../infra/local/http-server.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer } from '../../../infra/local/server.ts';

/**
 * The built site on the local server, on a free loopback port, without a database: the pages then show
 * their prerendered texts, as they do when the API cannot be reached. For tools that only look at pages.
 */
export async function serveBuiltSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const mailDir = await mkdtemp(join(tmpdir(), 'hostel-site-'));
  const server = createLocalServer({ roots: staticRoots, mailbox: new LocalMailbox(mailDir) });
  const origin = await server.listen(await freePort());
  return {
    origin,
    close: async () => {
      await server.close();
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}
