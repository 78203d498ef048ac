import * as messages from '#contract/messages';
import type { LockdownSwitch } from '#contract/realtime';
import type { LockdownState } from '#contract/settings';
import { actorOf, auditItems } from '../../data/audit.ts';
import type { Session } from '../../data/sessions.ts';
import { setLockdown } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { conflict } from '../../platform/errors.ts';
import { logger } from '../../platform/observability.ts';
import { fanOutPage } from './fan-out.ts';

/**
 * Switches the lockdown on with a reason, or off, for the super admin of `session`; `previous` is the
 * lockdown as it stands. One write does the enforcing: the lockdown guard answers every student
 * request with 503 from the moment it is stored, and the lockdown epoch stored with it revokes every
 * student session and remember token issued before it (moved again when the lockdown ends, so nothing
 * that slipped in during the switch lives on). Telling open browsers follows, after the answer, through
 * the lockdown queue. Returns the lockdown as switched.
 */
export async function switchLockdown(
  session: Session,
  body: LockdownSwitch,
  previous: LockdownState,
): Promise<LockdownState> {
  const { userId } = session;
  const at = new Date().toISOString();
  const state = {
    active: body.active,
    reason: body.active ? body.reason : '',
    instructions: body.active ? (body.instructions ?? '') : '',
    changedBy: (await getUserById(userId))?.fullName ?? null,
    changedAt: at,
  };
  const stored = await setLockdown(
    state,
    auditItems({
      actor: actorOf(session),
      action: body.active ? 'emergency.activate' : 'emergency.deactivate',
      entity: { type: 'settings', id: 'emergencyLockdown', name: 'Emergency lockdown' },
      before: previous as unknown as Record<string, unknown>,
      after: state as unknown as Record<string, unknown>,
    }),
    body.active || previous.active ? at : undefined,
  );
  // A switch timed after this one was stored first: it is in force and its fan-out tells the tabs.
  if (!stored) throw conflict(messages.lockdownSwitch.switchedMeanwhile);
  // Telling open browsers grows with them, so it runs beside the answer: the switch reads the first
  // page of connections and queues their pushes, with a fan-out job for the next page
  // (./fan-out.ts); one read and one queueing more to the answer, not a queue's hop and a cold start
  // before the first push (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md).
  await fanOutPage({ announced: { active: state.active, reason: state.reason, changedAt: at } });
  logger.info('lockdown switched', { active: state.active, at });
  return state;
}
