import type { Notice } from '../../functions/domain/notifications/notices.ts';
import { Telling } from '../../functions/domain/notifications/notices.ts';
import { transact } from '../../functions/data/transactions.ts';

/**
 * Tells users of a change the way a producer does (notices.ts `Telling`): the notices' entries and
 * outbox items in one transaction, then handed on to the jobs queue. For tests of what a notice becomes,
 * whatever produced it.
 */
export async function tell(notices: readonly Notice[]): Promise<void> {
  const telling = new Telling();
  await transact(telling.items(notices));
  await telling.afterCommit();
}
