import { createHmac } from 'node:crypto';
import { expect, vi } from 'vitest';
import { entryOf, writeEntries } from '../../functions/data/ledger.ts';
import { createOnlinePayment } from '../../functions/data/online-payments.ts';
import { newOnlineReference, settleOnlinePayment } from '../../functions/domain/money/online-payments.ts';
import { paystack } from '../../functions/domain/money/paystack.ts';
import { env } from '../../functions/platform/env.ts';
import { checkoutBase } from '../../infra/local/paystack.ts';
import { aStudent, call } from './hostel.ts';
import { invoke, type ApiResponse } from './invoke.ts';
import type { SignedIn } from './sessions.ts';

/**
 * Online payments against the local Paystack stand-in that tests/integration/setup.ts's server plays
 * (the functions' PAYSTACK_BASE_URL), as a browser and as Paystack itself would reach them.
 */

/** A rent charge straight through the ledger, so the student owes `amount` more (due on `dueDate`). */
export async function owing(student: SignedIn, amount: number, dueDate: string | null = null) {
  await writeEntries([
    entryOf({
      studentId: student.user.id,
      kind: 'rent',
      amount,
      currency: 'GHS',
      description: 'Rent, test',
      dueDate,
      recordedBy: { id: 'system', role: 'system' },
      period: null,
    }),
  ]);
}

/** The student starts paying online; the answer, whatever it is. */
export const startPaying = (who: SignedIn, amount: number) =>
  call(who, 'POST', '/money/online-payments', { amount });

/** The student's return page asks where a payment stands. */
export const confirmPaying = (who: SignedIn, reference: string) =>
  call(who, 'POST', `/money/online-payments/${reference}/confirm`);

/** A student who owes `owed` and has started paying `amount` of it: the reference and checkout page. */
export async function startedPaying(owed = 240_000, amount = owed) {
  const student = await aStudent();
  await owing(student, owed);
  const response = await startPaying(student, amount);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { student, ...(response.body as { reference: string; checkoutUrl: string }) };
}

/**
 * A browser presses a button of the stand-in's checkout page: answers where it is sent back to. Pay
 * also sends the signed webhook, after the answer (await `webhooksSettled`).
 */
export async function atCheckout(checkoutUrl: string, action: 'pay' | 'cancel' = 'pay'): Promise<URL> {
  if (!new URL(checkoutUrl).pathname.startsWith(checkoutBase))
    throw new Error(`not a checkout: ${checkoutUrl}`);
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  if (response.status !== 302) throw new Error(`checkout answered ${response.status}`);
  return new URL(response.headers.get('location')!);
}

/** Resolves once the stand-in's webhooks sent so far have been answered. */
export async function webhooksSettled(): Promise<void> {
  await fetch(new URL('/_dev/paystack/settled', env().PUBLIC_ORIGIN));
}

/** Initializes a transaction at the stand-in directly, with the integration's key, as only we could. */
export async function initializeAtPaystack(input: {
  reference: string;
  amount: number;
  currency: string;
}): Promise<string> {
  const response = await fetch(`${env().PAYSTACK_BASE_URL}/transaction/initialize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env().PAYSTACK_SECRET_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...input, email: 'someone@example.com', callback_url: env().PUBLIC_ORIGIN }),
  });
  const answer = (await response.json()) as { data: { authorization_url: string } };
  return answer.data.authorization_url;
}

/** Our pending payment of `amount` (GHS) for the student under `reference`, as starting a checkout stores it. */
export async function storedPending(studentId: string, amount: number, reference = newOnlineReference()) {
  await createOnlinePayment({
    reference,
    studentId,
    amount,
    currency: 'GHS',
    createdAt: new Date().toISOString(),
  });
  return reference;
}

/**
 * A checkout of the student's started `ago` before now and left unpaid: initialized at Paystack under
 * our reference, then asked about (by the schedule, say), which marks it abandoned.
 */
export async function leftUnpaidAgo(studentId: string, amount: number, ago: number) {
  const reference = newOnlineReference();
  await initializeAtPaystack({ reference, amount, currency: 'GHS' });
  await createOnlinePayment({
    reference,
    studentId,
    amount,
    currency: 'GHS',
    createdAt: new Date(Date.now() - ago).toISOString(),
  });
  expect(await settleOnlinePayment(paystack, reference)).toMatchObject({ outcome: 'abandoned' });
  return reference;
}

/**
 * A payment of `amount` the student completed at the provider that neither its webhook nor its return
 * page reported, as a refused delivery and a closed tab leave one: the provider's webhook came before our
 * pending payment existed, so it was acknowledged and changed nothing. Answers its reference. The
 * provider's record says `charged` (as when it disagrees with ours).
 */
export async function paidUnheard(studentId: string, amount: number, charged = amount): Promise<string> {
  const reference = newOnlineReference();
  await atCheckout(await initializeAtPaystack({ reference, amount: charged, currency: 'GHS' }));
  await webhooksSettled();
  return storedPending(studentId, amount, reference);
}

/**
 * The student pays at a checkout they had left, and nothing reports it: Paystack's webhook is refused
 * at each of its attempts (as the edge once refused every one) and the return page never loads (a
 * closed tab). The stand-in runs in this process, so its deliveries go through this process's fetch.
 */
export async function paidUnreported(checkoutUrl: string): Promise<void> {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.endsWith('/money/paystack/webhook')
      ? new Response(null, { status: 403 })
      : original(input, init);
  });
  try {
    await atCheckout(checkoutUrl);
    await webhooksSettled();
  } finally {
    spy.mockRestore();
  }
}

/** A Paystack event's body, as Paystack would send it. */
export const chargeSuccess = (reference: string, amount: number, currency = 'GHS') =>
  JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount, currency } });

/** Paystack's signature of a raw body: HMAC-SHA512 with the secret key, hex. */
export const signatureOf = (raw: string, key = env().PAYSTACK_SECRET_KEY!) =>
  createHmac('sha512', key).update(raw).digest('hex');

/** Posts a webhook as Paystack does: to the plain API base, with the signature given (or none). */
export const sendWebhook = (raw: string, signature?: string): Promise<ApiResponse> =>
  invoke({
    method: 'POST',
    path: '/api/money/paystack/webhook',
    body: raw,
    headers: signature === undefined ? {} : { 'x-paystack-signature': signature },
  });

/**
 * Answers the functions' verify calls for these references as Paystack would when out of reach (the
 * call fails as fetch fails) or with the transaction in another state (`ongoing`: a mobile money
 * approval still awaited), until `restore`; every other call goes through. The functions run in this
 * process, so their calls go through this process's fetch.
 */
export function paystackVerifying(references: string[], answer: 'unreachable' | { status: string }) {
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!references.some((reference) => url.endsWith(`/transaction/verify/${reference}`)))
      return original(input, init);
    if (answer === 'unreachable') throw new TypeError('fetch failed');
    const real = (await (await original(input, init)).json()) as { data: Record<string, unknown> };
    return Response.json({ ...real, data: { ...real.data, ...answer } });
  });
  return { restore: () => spy.mockRestore() };
}

/**
 * Counts the functions' verify calls for a reference (they go through this process's fetch) until
 * `restore`: how often Paystack was asked about it. Every call goes through.
 */
export function verifiesOf(reference: string) {
  const original = globalThis.fetch;
  let asked = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith(`/transaction/verify/${reference}`)) asked += 1;
    return original(input, init);
  });
  return { asked: () => asked, restore: () => spy.mockRestore() };
}
