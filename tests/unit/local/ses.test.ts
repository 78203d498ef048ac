import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localCredentials, staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';

let dir: string;
let mailbox: LocalMailbox;
let server: LocalServer;
let ses: SESv2Client;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostel-ses-'));
  mailbox = new LocalMailbox(dir, { maxSendRate: 2 });
  server = createLocalServer({ roots: staticRoots, mailbox });
  const origin = await server.listen(0, '127.0.0.1');
  // One attempt, so each answer the stand-in gives is the one the test sees.
  ses = new SESv2Client({ endpoint: origin, region: 'local', credentials: localCredentials, maxAttempts: 1 });
});

afterAll(async () => {
  ses.destroy();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

const send = (subject: string) =>
  ses.send(
    new SendEmailCommand({
      FromEmailAddress: 'no-reply@northgate.example',
      Destination: { ToAddresses: ['student@northgate.example'] },
      Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: subject } } } },
    }),
  );

describe('the SES stand-in holds the account to its maximum send rate', () => {
  it("refuses a send beyond a second's worth with SES's 429 TooManyRequestsException, keeps none of it, and takes mail again once the rate allows", async () => {
    await send('one');
    await send('two');

    const refused = await send('three').catch((error: unknown) => error);

    expect(refused).toMatchObject({
      name: 'TooManyRequestsException',
      message: 'Maximum sending rate exceeded.',
      $metadata: { httpStatusCode: 429 },
    });
    expect(mailbox.throttled).toBe(1);
    expect((await mailbox.list()).map((mail) => mail.subject).sort()).toEqual(['one', 'two']);

    // At two a second, one send's worth comes back within half a second.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await send('four');
    expect((await mailbox.list()).map((mail) => mail.subject)).toContain('four');
  });

  it('counts its rate on its own clock: the functions’ clock set back does not use up the sends to come', async () => {
    const ownDir = await mkdtemp(join(tmpdir(), 'hostel-ses-clock-'));
    const own = new LocalMailbox(ownDir, { maxSendRate: 2 });
    const mail = (subject: string) =>
      Buffer.from(
        JSON.stringify({
          Destination: { ToAddresses: ['student@northgate.example'] },
          Content: { Simple: { Subject: { Data: subject } } },
        }),
      );
    // A send while a test has the functions' clock (vitest's fake Date, in this process) a day ahead...
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    await own.receive(mail('ahead'));
    // ...and one after it is back: SES's bucket still holds a send, as SES's own clock says.
    vi.useRealTimers();

    await expect(own.receive(mail('back'))).resolves.toMatchObject({ MessageId: expect.any(String) });
    expect(own.throttled).toBe(0);
    await rm(ownDir, { recursive: true, force: true });
  });
});
