import { reconcileOnlinePayments } from '../../domain/money/reconcile-online-payments.ts';
import { defineJob } from '../job.ts';

/**
 * The online payments' reconciliation, every ten minutes on an EventBridge rule (functions/jobs/
 * schedules.ts) and on the local stack's clock: settles a page of the pending payments with the
 * provider and queues the next page as a run of its own. Safe to repeat: a payment is credited once
 * however many runs and other paths settle it (functions/domain/money/online-payments.ts).
 */
export const reconcileOnlinePaymentsJob = defineJob('reconcile-online-payments', async (payload) => {
  await reconcileOnlinePayments(payload);
});
