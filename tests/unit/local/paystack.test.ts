import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkoutBase, LocalPaystack } from '../../../infra/local/paystack.ts';

const secretKey = `sk_test_${'a'.repeat(40)}`;
const origin = 'http://127.0.0.1:3999';

function standIn(received: { raw: string; signature: string }[] = []) {
  const paystack = new LocalPaystack({
    secretKey,
    origin: () => origin,
    webhookUrl: async () => `${origin}/api/money/paystack/webhook`,
  });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    received.push({
      raw: String(init.body),
      signature: (init.headers as Record<string, string>)['x-paystack-signature']!,
    });
    return new Response('{}', { status: 200 });
  }) as typeof fetch;
  return { paystack, restore: () => (globalThis.fetch = realFetch) };
}

const request = (method: string, authorization = `Bearer ${secretKey}`) =>
  ({ method, headers: { authorization } }) as unknown as IncomingMessage;
const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const initialize = (paystack: LocalPaystack, body: unknown, authorization?: string) =>
  paystack.api(request('POST', authorization), '/paystack/transaction/initialize', json(body));
const verify = (paystack: LocalPaystack, reference: string) =>
  paystack.api(request('GET'), `/paystack/transaction/verify/${reference}`, Buffer.alloc(0));

function response() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead: (status: number, headers: Record<string, string>) => Object.assign(sent, { status, headers }),
    end: (body?: string) => Object.assign(sent, { body }),
  } as unknown as ServerResponse;
  return { res, sent };
}

describe('the local Paystack stand-in', () => {
  it('answers only the integration’s secret key, as Paystack does', () => {
    const { paystack, restore } = standIn();
    const body = { email: 'a@b.c', amount: 5000, reference: 'hostel-1' };
    expect(initialize(paystack, body, 'Bearer sk_test_wrong').status).toBe(401);
    expect(initialize(paystack, body, '').body).toEqual({ status: false, message: 'Invalid key' });
    restore();
  });

  it('initializes with Paystack’s shape, refuses a reused reference, and verifies by reference', () => {
    const { paystack, restore } = standIn();
    const body = {
      email: 'a@b.c',
      amount: 5000,
      currency: 'GHS',
      reference: 'hostel-2',
      callback_url: `${origin}/back`,
    };
    const started = initialize(paystack, body);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      status: true,
      message: 'Authorization URL created',
      data: {
        reference: 'hostel-2',
        authorization_url: expect.stringMatching(`^${origin}${checkoutBase}[0-9a-f]{16}$`),
      },
    });
    expect(initialize(paystack, body).body).toEqual({
      status: false,
      message: 'Duplicate Transaction Reference',
    });
    expect(verify(paystack, 'hostel-2').body).toMatchObject({
      status: true,
      data: { status: 'abandoned', amount: 5000, currency: 'GHS', reference: 'hostel-2' },
    });
    expect(verify(paystack, 'nobody')).toEqual({
      status: 400,
      body: { status: false, message: 'Transaction reference not found' },
    });
    restore();
  });

  it('on Pay, marks the charge paid, redirects to the callback and sends a signed charge.success', async () => {
    const received: { raw: string; signature: string }[] = [];
    const { paystack, restore } = standIn(received);
    const started = initialize(paystack, {
      email: 'a@b.c',
      amount: 7000,
      currency: 'GHS',
      reference: 'hostel-3',
      callback_url: `${origin}/back?x=1`,
    }).body as { data: { authorization_url: string } };
    const path = new URL(started.data.authorization_url).pathname;
    const { res, sent } = response();
    await paystack.checkout(request('POST'), path, Buffer.from('action=pay'), res);
    await paystack.settled();
    restore();

    expect(sent.status).toBe(302);
    expect(sent.headers!.location).toBe(`${origin}/back?x=1&trxref=hostel-3&reference=hostel-3`);
    expect(verify(paystack, 'hostel-3').body).toMatchObject({
      data: { status: 'success', paid_at: expect.any(String) },
    });
    expect(received).toHaveLength(1);
    const [{ raw, signature }] = received as [{ raw: string; signature: string }];
    expect(signature).toBe(createHmac('sha512', secretKey).update(raw).digest('hex'));
    expect(JSON.parse(raw)).toMatchObject({
      event: 'charge.success',
      data: { reference: 'hostel-3', amount: 7000, status: 'success' },
    });
  });

  it('on Cancel, sends the browser back with nothing paid and no webhook', async () => {
    const received: { raw: string; signature: string }[] = [];
    const { paystack, restore } = standIn(received);
    const started = initialize(paystack, {
      email: 'a@b.c',
      amount: 100,
      reference: 'hostel-4',
      callback_url: `${origin}/back`,
    }).body as { data: { authorization_url: string } };
    const { res, sent } = response();
    await paystack.checkout(
      request('POST'),
      new URL(started.data.authorization_url).pathname,
      Buffer.from('action=cancel'),
      res,
    );
    await paystack.settled();
    restore();
    expect(sent.headers!.location).toBe(`${origin}/back?trxref=hostel-4&reference=hostel-4`);
    expect(received).toEqual([]);
    expect(verify(paystack, 'hostel-4').body).toMatchObject({ data: { status: 'abandoned' } });
  });

  it('styles its checkout page from a style block allowed by its hash, with no unsafe-inline', async () => {
    const { paystack, restore } = standIn();
    const started = initialize(paystack, {
      email: 'a@b.c',
      amount: 100,
      reference: 'hostel-5',
      callback_url: `${origin}/back`,
    }).body as { data: { authorization_url: string } };
    const { res, sent } = response();
    await paystack.checkout(
      request('GET'),
      new URL(started.data.authorization_url).pathname,
      Buffer.alloc(0),
      res,
    );
    restore();
    expect(sent.status).toBe(200);
    const style = /<style>([\s\S]*?)<\/style>/.exec(sent.body!)![1]!;
    const csp = sent.headers!['content-security-policy']!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
    expect(sent.body).not.toMatch(/\sstyle=|<script/);
  });
});
