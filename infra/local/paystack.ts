import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '../../functions/contract/amounts.ts';
import { sha256Source } from '../inline-scripts.ts';

/**
 * The local stand-in for Paystack (docs/decisions/0040-paystack-behind-one-payment-interface.md), as
 * faithful as the SES one and with no rules of the hostel's: the two API calls the functions make, in
 * Paystack's shapes and behind its bearer-key check, the hosted checkout page, and the signed
 * `charge.success` webhook sent to the API after a payment, asynchronously, as Paystack sends it.
 *
 * - POST {base}/transaction/initialize and GET {base}/transaction/verify/{reference}, where base is
 *   PAYSTACK_BASE_URL (`/paystack` on this server);
 * - GET /_paystack/checkout/{accessCode}: the hosted page, with Pay and Cancel;
 * - POST /_paystack/checkout/{accessCode}: the page's buttons; Pay marks the charge successful, queues
 *   its webhook and sends the browser to the callback URL with `?trxref=&reference=`, as Paystack does.
 *
 * Transactions live in memory: a restart forgets them, as a test key's dashboard forgets nothing, but
 * a payment started before a restart is then "not found" on verify and never credited.
 */

export const paystackApiBase = '/paystack';
export const checkoutBase = '/_paystack/checkout/';

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  status: 'abandoned' | 'success';
  createdAt: string;
  paidAt: string | null;
  channel: string | null;
}

type Reply = { status: number; body: unknown };

/** Paystack's error envelope. */
const refusal = (status: number, message: string): Reply => ({ status, body: { status: false, message } });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** How often, and how far apart, an unanswered webhook is sent again (Paystack: hourly for 72 h). */
const webhookAttempts = 3;
const webhookRetryMs = 500;

export class LocalPaystack {
  private readonly byReference = new Map<string, Transaction>();
  private readonly byAccessCode = new Map<string, Transaction>();
  private readonly deliveries = new Set<Promise<void>>();
  private nextId = 4_099_260_000;

  private readonly options: {
    secretKey: string;
    /** This server's origin, known once it listens: the checkout page is served from it. */
    origin: () => string;
    /** Where the integration's webhook goes (Paystack's dashboard setting). */
    webhookUrl: () => Promise<string>;
  };

  constructor(options: LocalPaystack['options']) {
    this.options = options;
  }

  /** Whether the caller sent the integration's secret key, as Paystack's API requires. */
  private authorised(request: IncomingMessage): boolean {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${this.options.secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Answers a call to the API (below `paystackApiBase`). */
  api(request: IncomingMessage, pathname: string, body: Buffer): Reply {
    if (!this.authorised(request)) return refusal(401, 'Invalid key');
    const path = pathname.slice(paystackApiBase.length);
    if (request.method === 'POST' && path === '/transaction/initialize') return this.initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && verify) return this.verify(decodeURIComponent(verify[1]!));
    return refusal(404, 'The requested resource was not found');
  }

  private initialize(body: Buffer): Reply {
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    } catch {
      return refusal(400, 'Invalid JSON');
    }
    const amount = Number(input.amount);
    const email = typeof input.email === 'string' ? input.email : '';
    if (!email) return refusal(400, 'Email is required');
    if (!Number.isInteger(amount) || amount <= 0) return refusal(400, 'Invalid Amount Sent');
    const reference =
      typeof input.reference === 'string' && input.reference
        ? input.reference
        : randomBytes(5).toString('hex');
    if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return refusal(400, 'Invalid transaction reference');
    if (this.byReference.has(reference)) return refusal(400, 'Duplicate Transaction Reference');
    const callbackUrl = typeof input.callback_url === 'string' ? input.callback_url : null;
    if (callbackUrl && !/^https?:\/\//.test(callbackUrl)) return refusal(400, 'Invalid callback_url');
    const transaction: Transaction = {
      id: this.nextId++,
      reference,
      accessCode: randomBytes(8).toString('hex'),
      amount,
      currency: typeof input.currency === 'string' ? input.currency : 'NGN',
      email,
      callbackUrl,
      // What Paystack's verify says of a transaction nobody has paid yet.
      status: 'abandoned',
      createdAt: new Date().toISOString(),
      paidAt: null,
      channel: null,
    };
    this.byReference.set(reference, transaction);
    this.byAccessCode.set(transaction.accessCode, transaction);
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${this.options.origin()}${checkoutBase}${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference,
        },
      },
    };
  }

  private verify(reference: string): Reply {
    const transaction = this.byReference.get(reference);
    if (!transaction) return refusal(400, 'Transaction reference not found');
    return {
      status: 200,
      body: { status: true, message: 'Verification successful', data: dataOf(transaction) },
    };
  }

  /** The hosted checkout page (GET) and its two buttons (POST). */
  async checkout(
    request: IncomingMessage,
    pathname: string,
    body: Buffer,
    response: ServerResponse,
  ): Promise<void> {
    const transaction = this.byAccessCode.get(pathname.slice(checkoutBase.length));
    const callbackOrigin = transaction?.callbackUrl ? new URL(transaction.callbackUrl).origin : '';
    const headers = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // The buttons post here, and the answer redirects to the callback: form-action covers both.
      'content-security-policy': `default-src 'none'; style-src ${sha256Source(checkoutStyle)}; form-action 'self' ${callbackOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    };
    if (!transaction) {
      response.writeHead(404, headers);
      return void response.end(page('Not found', '<p>This payment link is not valid.</p>'));
    }
    if (request.method === 'POST') {
      const action = new URLSearchParams(body.toString('utf8')).get('action');
      if (action === 'pay' && transaction.status !== 'success') {
        transaction.status = 'success';
        transaction.paidAt = new Date().toISOString();
        transaction.channel = 'card';
        this.sendWebhook({ event: 'charge.success', data: dataOf(transaction) });
      }
      const back = transaction.callbackUrl ?? this.options.origin();
      const separator = back.includes('?') ? '&' : '?';
      const query = `trxref=${encodeURIComponent(transaction.reference)}&reference=${encodeURIComponent(transaction.reference)}`;
      response.writeHead(302, { ...headers, location: `${back}${separator}${query}` });
      return void response.end();
    }
    response.writeHead(200, headers);
    const amount = escapeHtml(formatMoney(transaction.amount, transaction.currency));
    response.end(
      page(
        `Pay ${amount}`,
        `<p><small>Paystack test checkout (local stand-in)</small></p>
<h1>Pay ${amount}</h1><p>${escapeHtml(transaction.email)}</p>
<form method="post"><button name="action" value="pay">Pay</button> <button name="action" value="cancel" class="secondary">Cancel</button></form>`,
      ),
    );
  }

  /** Sends a signed event to the webhook after this request has been answered, retrying a refusal. */
  private sendWebhook(event: unknown): void {
    const raw = JSON.stringify(event);
    const signature = createHmac('sha512', this.options.secretKey).update(raw).digest('hex');
    const delivery = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (let attempt = 1; attempt <= webhookAttempts; attempt++) {
        const status = await fetch(await this.options.webhookUrl(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
          body: raw,
        }).then(
          (answer) => answer.status,
          () => 0,
        );
        if (status === 200) return;
        if (attempt < webhookAttempts) await new Promise((resolve) => setTimeout(resolve, webhookRetryMs));
        else console.error(`Paystack stand-in: webhook not accepted (${status})`);
      }
    })();
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  /** Resolves once every webhook sent so far has been delivered or given up on. */
  async settled(): Promise<void> {
    while (this.deliveries.size) await Promise.all([...this.deliveries]);
  }
}

/** A transaction as Paystack's verify call and webhook `data` show it (the fields the API reads, and a few more). */
const dataOf = (transaction: Transaction) => ({
  id: transaction.id,
  domain: 'test',
  status: transaction.status,
  reference: transaction.reference,
  amount: transaction.amount,
  gateway_response: transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
  paid_at: transaction.paidAt,
  created_at: transaction.createdAt,
  channel: transaction.channel,
  currency: transaction.currency,
  customer: { email: transaction.email },
});

/** The checkout page's one style block, allowed by its hash (no 'unsafe-inline'). */
const checkoutStyle = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111;background:#fff}
button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #0b7a4b;background:#0b7a4b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#111;border-color:#888}small{color:#555}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>${checkoutStyle}</style></head><body>${body}</body></html>`;
