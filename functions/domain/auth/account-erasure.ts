import { deleteNoticeCentreOf } from '../../data/notifications.ts';
import { newOutboxEntry, type OutboxEntry } from '../../data/outbox.ts';
import { deleteSecondFactorsOf } from '../../data/second-factors.ts';
import { deleteTokensOf } from '../../data/tokens.ts';
import { getUserById } from '../../data/users.ts';

/**
 * The outbox entry that erases a deleted account's own items (eraseAccount), for the transaction that
 * deletes it, which then hands it on (after-commit.ts handOnAfterCommit). Written with the deletion, it
 * runs once the deletion commits, whatever happens to the request after: a crash before the hand-off
 * leaves it to the outbox's sweep, and a run that fails part-way is retried by the queue
 * (docs/decisions/0108).
 */
export const accountErasure = (userId: string): OutboxEntry =>
  newOutboxEntry({ job: { kind: 'erase-account', payload: { userId } } });

/**
 * Deletes what a deleted account held that served only its owner: their notification centre (notices
 * naming them, their bookings and payments; the read mark; their choices of mail), every link issued to
 * them, and their second factors (authenticator secret, recovery codes, passkeys). What the hostel
 * keeps of them (ledger, archived bookings, repairs they reported, the audit trail) is elsewhere and
 * untouched; their sessions end with the deletion's request (signOutEverywhere). Safe to repeat, and
 * does nothing while the account exists: a message naming a live account erases nothing of it.
 */
export async function eraseAccount(userId: string): Promise<void> {
  if (await getUserById(userId, { consistent: true })) return;
  await Promise.all([deleteNoticeCentreOf(userId), deleteTokensOf(userId), deleteSecondFactorsOf(userId)]);
}
