import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { staticRoots } from '../../../infra/local/config.ts';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import { afterAll, beforeAll, describe, expect, it } from '../support/fixture.ts';

// The local inbox used to render a message's HTML raw on the app's origin (issue 17). Here a mail
// carrying scripts in every form a mail can carry them sits in the inbox (as if a template let one
// through), and Chromium opens it: nothing of it runs. The server is this file's own, so the mail can be
// planted straight into its mailbox, the one way in left now that SES answers only the stack's clients.
const marker = 'planted-script-ran';
const plantedHtml = [
  `<p>Hello</p><script>console.log('${marker}:script')</script>`,
  `<img src="data:," onerror="console.log('${marker}:onerror')" onload="console.log('${marker}:onload')">`,
  `<svg onload="console.log('${marker}:svg')"></svg>`,
  `<iframe srcdoc="<script>console.log('${marker}:srcdoc')</script>"></iframe>`,
  `<a id="go" href="javascript:console.log('${marker}:href')">Verify</a>`,
].join('\n');

// A mail styled as the product's templates style theirs (functions/domain/notifications/templates/layout.ts).
const styledHtml =
  '<style>h1{letter-spacing:3px}</style><h1>Styled</h1>' +
  '<p id="styled" style="color:rgb(200, 0, 0);margin:0 0 16px">Red &amp; spaced</p>' +
  `<p id="quoted" style='font-family:"Courier New", monospace'>Quoted</p>`;

let server: LocalServer;
let origin: string;
let mailDir: string;
let mailId: string;
let styledId: string;

beforeAll(async () => {
  mailDir = await mkdtemp(join(tmpdir(), 'hostel-e2e-mail-'));
  const mailbox = new LocalMailbox(mailDir);
  server = createLocalServer({ roots: staticRoots, mailbox });
  origin = await server.listen(0);
  const request = {
    FromEmailAddress: 'no-reply@northgate.example',
    Destination: { ToAddresses: ['super@example.edu'] },
    Content: { Simple: { Subject: { Data: 'Planted' }, Body: { Html: { Data: plantedHtml } } } },
  };
  ({ MessageId: mailId } = await mailbox.receive(Buffer.from(JSON.stringify(request))));
  const styled = {
    ...request,
    Content: { Simple: { Subject: { Data: 'Styled' }, Body: { Html: { Data: styledHtml } } } },
  };
  ({ MessageId: styledId } = await mailbox.receive(Buffer.from(JSON.stringify(styled))));
});

afterAll(async () => {
  await server?.close();
  if (mailDir) await rm(mailDir, { recursive: true, force: true });
});

/** Every console line any frame of the page writes. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

describe('the local mail viewer in Chromium', () => {
  it('the planted HTML does run when a page renders it raw (the check can see a script run)', async ({
    page,
  }) => {
    const lines = consoleOf(page);
    await page.setContent(plantedHtml);
    await expect.poll(() => lines.filter((line) => line.startsWith(marker)).length).toBeGreaterThan(0);
  });

  it('shows the message in a sandboxed frame, where none of its scripts run', async ({ page }) => {
    const lines = consoleOf(page);
    await page.goto(`${origin}/_dev/mail`);
    await page.getByRole('link', { name: 'Planted' }).click();
    await page.waitForURL(`${origin}/_dev/mail/${mailId}`);

    const frame = page.frameLocator('iframe[title="Message"]');
    await frame.getByText('Hello').waitFor();
    await frame.locator('#go').click();
    // Give anything that would run the time to run.
    await page.waitForTimeout(1000);
    expect(lines.filter((line) => line.startsWith(marker))).toEqual([]);

    const body = await page.request.get(`${origin}/_dev/mail/${mailId}/body`);
    expect(body.headers()['content-security-policy']).toMatch(/^sandbox /);
  });

  it('opening the message body on its own runs nothing either (the header sandboxes it)', async ({
    page,
  }) => {
    const lines = consoleOf(page);
    await page.goto(`${origin}/_dev/mail/${mailId}/body`);
    await page.getByText('Hello').waitFor();
    await page.waitForTimeout(1000);
    expect(lines.filter((line) => line.startsWith(marker))).toEqual([]);
  });

  it('shows the inbox and a mail styled, every style allowed by its hash: no unsafe-inline, no refusal', async ({
    page,
  }) => {
    const lines = consoleOf(page);
    const inbox = await page.goto(`${origin}/_dev/mail/${styledId}`);
    expect(inbox!.headers()['content-security-policy']).not.toContain('unsafe-inline');
    // The inbox's own style block applies.
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).toBe('960px');

    const frame = page.frameLocator('iframe[title="Message"]');
    await frame.getByText('Red & spaced').waitFor();
    expect(await frame.locator('#styled').evaluate((p) => getComputedStyle(p).color)).toBe('rgb(200, 0, 0)');
    expect(await frame.locator('#quoted').evaluate((p) => getComputedStyle(p).fontFamily)).toContain(
      'Courier New',
    );
    expect(await frame.locator('h1').evaluate((h) => getComputedStyle(h).letterSpacing)).toBe('3px');

    const body = await page.request.get(`${origin}/_dev/mail/${styledId}/body`);
    expect(body.headers()['content-security-policy']).not.toContain('unsafe-inline');
    expect(lines.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
});
