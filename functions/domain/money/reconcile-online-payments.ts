import type { jobPayloads } from '#contract/jobs';
import type * as z from '#contract/zod';
import { endReconciling, onlinePaymentsToReconcile, type OnlinePayment } from '../../data/online-payments.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { metricNames } from '../../platform/metric-names.ts';
import { count, logger } from '../../platform/observability.ts';
import { forEachBounded } from '../../platform/bounded.ts';
import { settleOnlinePayment, type Settled } from './online-payments.ts';
import { ProviderUnavailable } from './payment-provider.ts';
import { paystack } from './paystack.ts';
import { reconcileAfterMs, reconcileWithinMs } from './reconcile-window.ts';

/**
 * The reconciliation of online payments (docs/decisions/0077, 0081): every ten minutes (functions/jobs/
 * schedules.ts) each payment still pending, and each checkout left unpaid whose turn has come
 * (reconcile-window.ts), is settled with the provider through the one function the webhook and the
 * return page use, so a payment neither reported (a closed tab, a refused webhook) is credited once all
 * the same, even one paid on a checkout the student had left.
 */

/**
 * Payments asked about in one run; the rest are queued as the next run. Five at a time, each call given
 * up after 6 s (paystack.ts): even with the provider out of reach a run ends within 30 s, well inside
 * the jobs worker's minute.
 */
export const reconciledPerRun = 25;
const askedAtOnce = 5;

export type ReconcilePayload = z.output<(typeof jobPayloads)['reconcile-online-payments']>;

/** `pastItsWeek`: a checkout left unpaid whose turn came after its week, taken off unasked. */
type Asked = Settled['outcome'] | 'pastItsWeek' | 'unreachable' | 'error';

/**
 * One run: a page of the payments whose wait began between the horizon and a few minutes before `now`,
 * oldest first; the page after is queued as a run of its own, within the same bounds (`next` carries
 * them). A payment the provider cannot be reached for, or whose settling fails, is logged and left
 * pending for the next run; the others of the page are settled all the same. When the provider could be
 * reached for none of the page, the rest wait for the next scheduled run rather than be asked in vain.
 */
export async function reconcileOnlinePayments(
  { next }: ReconcilePayload = {},
  now = new Date(),
): Promise<{ checked: number }> {
  const bounds = next?.bounds ?? {
    from: new Date(now.getTime() - reconcileWithinMs).toISOString(),
    to: new Date(now.getTime() - reconcileAfterMs).toISOString(),
  };
  const page = await onlinePaymentsToReconcile(bounds, next?.cursor ?? null, reconciledPerRun);
  const asked: Asked[] = [];
  await forEachBounded(page.payments, askedAtOnce, async (payment) => {
    asked.push(await reconcileOne(payment, bounds.from, now));
  });
  const outcomes = Object.fromEntries(
    [...new Set(asked)].map((outcome) => [outcome, asked.filter((each) => each === outcome).length]),
  );
  logger.info('online payments reconciled', { checked: asked.length, ...outcomes });
  const providerDown = asked.length > 0 && asked.every((outcome) => outcome === 'unreachable');
  if (page.next && !providerDown)
    await enqueue([{ kind: 'reconcile-online-payments', payload: { next: { bounds, cursor: page.next } } }]);
  return { checked: asked.length };
}

async function reconcileOne(
  { reference, status, createdAt }: OnlinePayment,
  horizon: string,
  now: Date,
): Promise<Asked> {
  try {
    // Its last turn fell within its week, but the schedule had stopped until after it.
    if (status === 'abandoned' && createdAt < horizon) {
      await endReconciling(reference);
      return 'pastItsWeek';
    }
    const settled = await settleOnlinePayment(paystack, reference, now);
    if (settled.outcome === 'paid' && settled.creditedNow)
      count(metricNames.paymentsCreditedByReconciliation);
    return settled.outcome;
  } catch (error) {
    // The reference is ours and carries nothing personal; the next run asks again.
    if (error instanceof ProviderUnavailable) {
      logger.warn('online payment not reconciled: the provider could not be reached', { reference });
      return 'unreachable';
    }
    logger.error('online payment not reconciled', { reference, error: (error as Error).message });
    return 'error';
  }
}
