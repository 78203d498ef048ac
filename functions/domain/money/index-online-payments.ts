import { indexOnlinePayments } from '../../data/online-payments.ts';
import { reconcileWithinMs, waitAgainFrom } from './reconcile-window.ts';

/**
 * `npm run index-pending-payments` after a deploy (docs/operations.md), and the local stack at each start
 * over an existing table: puts back on the reconciliation's index the payments earlier releases left off
 * it (data/online-payments.ts indexOnlinePayments). A payment the release before docs/decisions/0081
 * marked failed for a checkout left unpaid is put back as abandoned if it started within the schedule's
 * week (`now` less reconcileWithinMs), its wait beginning where 0081's back-off would have begun it when
 * that release last asked (its `failedAt`): already due for most, so the next run asks about it; none
 * whose next turn falls past its week.
 */
export const indexOnlinePaymentsFromBefore = (now = new Date()) =>
  indexOnlinePayments({
    since: new Date(now.getTime() - reconcileWithinMs).toISOString(),
    waitFrom: ({ createdAt, failedAt }) => waitAgainFrom(createdAt, new Date(failedAt)),
    at: now.toISOString(),
  });
