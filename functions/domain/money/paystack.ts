import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../../platform/env.ts';
import { logger } from '../../platform/observability.ts';
import { configuredSecret } from '../../platform/secrets.ts';
import { ProviderUnavailable, type PaymentProvider, type VerifiedCharge } from './payment-provider.ts';

/**
 * Paystack (https://paystack.com/docs/api/transaction): initialize and verify with the secret key as a
 * bearer token, and `charge.success` webhooks signed with it. Locally PAYSTACK_BASE_URL points at the
 * stand-in in infra/local/paystack.ts, which answers the same calls in the same shapes.
 */

let secretKey: Promise<string> | undefined;
const secret = () =>
  (secretKey ??= configuredSecret(
    'PAYSTACK_SECRET_KEY',
    env().PAYSTACK_SECRET_KEY,
    env().PAYSTACK_SECRET_KEY_ARN,
  ));

/** Paystack's answers all have this envelope; `status` false carries its reason in `message`. */
interface Envelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

/** Paystack's verify call (and a webhook's `data`): the fields the reconciliation reads. */
interface PaystackTransaction {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}

/** A provider that does not answer within this is treated as down; the API's own limit is 10 s. */
const callTimeoutMs = 6_000;

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await fetch(`${env().PAYSTACK_BASE_URL}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await secret()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
  } catch (error) {
    logger.error('payment provider unreachable', { error: (error as Error).name });
    throw new ProviderUnavailable();
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  return { httpStatus: response.status, envelope };
}

/**
 * Paystack's transaction statuses (https://paystack.com/docs/payments/verify-payments), as the ledger
 * needs them: only `success` is money taken. `abandoned` is "the customer has not completed the
 * transaction": what verify says of a checkout started and not (yet) paid, the student still on it or
 * gone, and the same checkout can be paid afterwards. `failed` (its gateway response says why) and
 * `reversed` (refunded, or charged back) are taken as its end, though a later confirmation would still
 * credit it. `ongoing`, `pending`, `processing` and `queued` are still in progress.
 */
function statusOf(status: string): VerifiedCharge['status'] {
  if (status === 'success') return 'paid';
  if (status === 'abandoned') return 'abandoned';
  if (['failed', 'reversed'].includes(status)) return 'failed';
  return 'pending';
}

const signatureOf = (rawBody: string, key: string) =>
  createHmac('sha512', key).update(rawBody, 'utf8').digest('hex');

export const paystack: PaymentProvider = {
  async startCheckout({ reference, amount, currency, email, callbackUrl }) {
    const { httpStatus, envelope } = await call<{ authorization_url: string; reference: string }>(
      'POST',
      '/transaction/initialize',
      { reference, amount, currency, email, callback_url: callbackUrl },
    );
    const url = envelope?.data?.authorization_url;
    if (httpStatus !== 200 || !envelope?.status || !url || envelope.data?.reference !== reference) {
      logger.error('payment provider refused a checkout', { status: httpStatus });
      throw new ProviderUnavailable();
    }
    return { checkoutUrl: url };
  },

  async verify(reference) {
    const { httpStatus, envelope } = await call<PaystackTransaction>(
      'GET',
      `/transaction/verify/${encodeURIComponent(reference)}`,
    );
    // Paystack answers an unknown reference with 400 and status false.
    if (httpStatus === 400 || httpStatus === 404) return null;
    const data = envelope?.data;
    if (httpStatus !== 200 || !envelope?.status || !data) throw new ProviderUnavailable();
    return {
      reference: String(data.reference),
      status: statusOf(String(data.status)),
      amount: Number(data.amount),
      currency: String(data.currency),
    };
  },

  async verifyWebhookSignature(rawBody, headers) {
    const given = Buffer.from(headers['x-paystack-signature'] ?? '', 'utf8');
    const expected = Buffer.from(signatureOf(rawBody, await secret()), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const event = JSON.parse(rawBody) as { event?: unknown; data?: { reference?: unknown } };
    const reference = event.data?.reference;
    return event.event === 'charge.success' && typeof reference === 'string'
      ? { kind: 'chargeSucceeded', reference }
      : { kind: 'ignored' };
  },
};
