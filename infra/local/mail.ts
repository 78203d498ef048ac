import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { sha256Source } from '../inline-scripts.ts';
import { localSesMaxSendRate } from './config.ts';
import { serviceNow } from './service-clock.ts';

/** A message as the local inbox keeps it, and as /_dev/mail.json lists it. */
export interface StoredMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /**
   * The header fields the sender gave SES (SendEmail's Content.Simple.Headers), in order, as SES adds
   * them to the delivered message: a notice's one-click unsubscribe pair (docs/spec.md §18).
   */
  headers: Array<{ name: string; value: string }>;
  createdAt: string;
}

interface SendEmailRequest {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Headers?: Array<{ Name?: string; Value?: string }>;
    };
  };
}

/** SES's answer to a send over the account's maximum send rate (SES API v2, SendEmail errors). */
export class SendRateExceeded extends Error {
  readonly status = 429;
  readonly errorType = 'TooManyRequestsException';
  constructor() {
    super('Maximum sending rate exceeded.');
  }
}

/**
 * The local stand-in for SES: it answers the SES v2 SendEmail call (POST /v2/email/outbound-emails) that
 * the unchanged @aws-sdk/client-sesv2 makes, and keeps each message as a JSON file so the inbox
 * survives restarts. People read it at /_dev/mail, tests at /_dev/mail.json.
 *
 * Like SES it holds the account to a maximum send rate: a bucket of one second's sends, refilled at
 * that rate (SES lets short bursts through, not a sustained rate above it). A send that finds it empty
 * is refused with SES's 429 TooManyRequestsException and kept nowhere.
 */
export class LocalMailbox {
  private readonly dir: string;
  /** Mails per second, as SES's GetAccount reports MaxSendRate; AWS changes it, so may a test. */
  maxSendRate: number;
  /** Sends refused for the rate, and sends kept, since the mailbox started, for tests and benchmarks. */
  throttled = 0;
  sent = 0;
  /** When the last send was kept (ms since the epoch, on the stand-in's own clock: `serviceNow`). */
  lastSentAt = 0;
  private tokens: number;
  private refilledAt = serviceNow();

  constructor(dir: string, { maxSendRate = localSesMaxSendRate }: { maxSendRate?: number } = {}) {
    this.dir = dir;
    this.maxSendRate = maxSendRate;
    this.tokens = this.burst;
  }

  private get burst(): number {
    return Math.max(1, this.maxSendRate);
  }

  /** Takes one send from the bucket, or throws SendRateExceeded when the rate is used up. */
  private takeSend(): void {
    const now = serviceNow();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.maxSendRate);
    this.refilledAt = now;
    if (this.tokens < 1) {
      this.throttled += 1;
      throw new SendRateExceeded();
    }
    this.tokens -= 1;
  }

  async receive(body: Buffer): Promise<{ MessageId: string }> {
    this.takeSend();
    const request = JSON.parse(body.toString('utf8')) as SendEmailRequest;
    const simple = request.Content?.Simple;
    const createdAt = new Date().toISOString();
    const mail: StoredMail = {
      id: randomUUID(),
      from: request.FromEmailAddress ?? '',
      to: request.Destination?.ToAddresses ?? [],
      subject: simple?.Subject?.Data ?? '',
      text: simple?.Body?.Text?.Data ?? '',
      html: simple?.Body?.Html?.Data ?? '',
      headers: (simple?.Headers ?? []).map((header) => ({
        name: header.Name ?? '',
        value: header.Value ?? '',
      })),
      createdAt,
    };
    this.sent += 1;
    this.lastSentAt = serviceNow();
    await mkdir(this.dir, { recursive: true });
    // The time prefix keeps the files in arrival order.
    await writeFile(
      join(this.dir, `${createdAt.replace(/[:.]/g, '-')}_${mail.id}.json`),
      JSON.stringify(mail),
    );
    return { MessageId: mail.id };
  }

  /** Every message, newest first. */
  async list(): Promise<StoredMail[]> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
    names.sort().reverse();
    return Promise.all(
      names.map(async (name) => {
        // A message kept before the stand-in recorded headers had none.
        const kept = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as Partial<StoredMail>;
        return { ...kept, headers: kept.headers ?? [] } as StoredMail;
      }),
    );
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The inbox pages' one style block, allowed by its hash (no 'unsafe-inline'). */
const inboxStyle = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}
a{color:#0645ad}li{margin:.75rem 0}small{color:#555}iframe{width:100%;height:70vh;border:1px solid #ccc;border-radius:6px}
pre{white-space:pre-wrap}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${inboxStyle}</style></head><body>${body}</body></html>`;

const htmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };
const decodeAttribute = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => htmlEntities[name]!);

/**
 * The style-src of a message's body: each of its style blocks and style attributes by hash, as a mail
 * client shows a mail styled, yet no 'unsafe-inline' ('unsafe-hashes' lets a hash allow an attribute).
 * A style the message does not carry applies nowhere.
 */
export function mailStyleSources(html: string): string {
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]!);
  const attributes = [...html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    decodeAttribute(match[1] ?? match[2]!),
  );
  const hashes = [...new Set([...blocks, ...attributes])].map(sha256Source);
  if (hashes.length === 0) return "'none'";
  return [...(attributes.length ? ["'unsafe-hashes'"] : []), ...hashes].join(' ');
}

/**
 * The inbox pages run no script and frame only this server's own message bodies. A message's HTML is
 * never part of them: it is served on its own (/_dev/mail/{id}/body) under `Content-Security-Policy:
 * sandbox`, and framed with the iframe's sandbox attribute too, so a script in a mail runs nowhere,
 * least of all on the app's origin beside a signed-in session. Links in a mail open in a new tab
 * (allow-popups, escaping the sandbox) so a developer can follow a verification link.
 */
const inboxHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': `default-src 'none'; style-src ${sha256Source(inboxStyle)}; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
};
const bodyHeaders = (html: string) => ({
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': `sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src ${mailStyleSources(html)}; img-src data:; frame-ancestors 'self'`,
});

/** The header fields a message was sent with, as a mail client's "show original" lists them. */
const headerList = (mail: StoredMail) =>
  mail.headers.length
    ? `<details><summary>Headers</summary><pre>${mail.headers.map((header) => escapeHtml(`${header.name}: ${header.value}`)).join('\n')}</pre></details>`
    : '';

/** Answers the /_dev/mail pages; they exist only on the local server. */
export async function serveMailbox(mailbox: LocalMailbox, pathname: string, response: ServerResponse) {
  const mails = await mailbox.list();
  if (pathname === '/_dev/mail.json') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(
      JSON.stringify(
        mails.map(({ id, to, subject, text, html, headers, createdAt }) => ({
          id,
          to,
          subject,
          text,
          html,
          headers,
          createdAt,
        })),
      ),
    );
    return;
  }
  const [, id = '', part = ''] = /^\/_dev\/mail\/?([^/]*)\/?([^/]*)$/.exec(pathname) ?? [];
  const mail = id ? mails.find((m) => m.id === id) : undefined;
  if ((id && !mail) || (part && part !== 'body') || !/^\/_dev\/mail(\/|$)/.test(pathname)) {
    response.writeHead(404, inboxHeaders);
    response.end(page('Not found', '<p>No such message. <a href="/_dev/mail">Back to the inbox</a></p>'));
    return;
  }
  if (mail && part === 'body') {
    // The base target sends a clicked link to a new tab rather than into the sandboxed frame.
    const html = `<base target="_blank">${mail.html || `<pre>${escapeHtml(mail.text)}</pre>`}`;
    response.writeHead(200, bodyHeaders(html));
    response.end(html);
    return;
  }
  response.writeHead(200, inboxHeaders);
  if (mail) {
    const header = `<p><a href="/_dev/mail">&larr; Inbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<p><small>To ${escapeHtml(mail.to.join(', '))} &middot; ${escapeHtml(mail.createdAt)}</small></p>${headerList(mail)}`;
    const frame = `<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/_dev/mail/${encodeURIComponent(mail.id)}/body"></iframe>`;
    const text = `<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>`;
    response.end(page(mail.subject, header + frame + text));
    return;
  }
  const items = mails
    .map(
      (m) =>
        `<li><a href="/_dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a><br><small>To ${escapeHtml(m.to.join(', '))} &middot; ${escapeHtml(m.createdAt)}</small></li>`,
    )
    .join('');
  response.end(
    page('Local inbox', `<h1>Local inbox</h1>${items ? `<ol>${items}</ol>` : '<p>No mail yet.</p>'}`),
  );
}
