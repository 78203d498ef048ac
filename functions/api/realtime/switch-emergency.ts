import { messages } from '#contract/messages';
import { emergencySwitchSchema, type EmergencyState } from '#contract/realtime';
import { defineOperation } from '../../core/http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { logger } from '../../core/observability.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import type { Session } from '../../data/sessions.ts';
import { setEmergencyLockdown } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { enqueue } from '../../jobs/queue.ts';

/**
 * PUT /super-admin/emergency: switches the lockdown on with a reason, or off. One write does the
 * enforcing: the lockdown guard answers every student request with 503 from the moment it is stored,
 * and the lockdown epoch stored with it revokes every student session and remember token issued
 * before it (moved again when the lockdown ends, so nothing that slipped in during the switch lives
 * on). Telling open browsers follows, after the answer, through the jobs queue.
 */
export const switchEmergency = defineOperation({
  method: 'PUT',
  path: '/super-admin/emergency',
  access: superAdmins,
  body: emergencySwitchSchema,
  handle: async ({ body, session, settings }) => {
    const { userId } = session as Session;
    const at = new Date().toISOString();
    const state: EmergencyState = {
      active: body.active,
      reason: body.active ? body.reason : '',
      changedBy: (await getUserById(userId))?.fullName ?? null,
      changedAt: at,
    };
    const { emergencyLockdown: previous } = await settings();
    await setEmergencyLockdown(
      state,
      auditItems({
        actor: actorOf(session as Session),
        action: body.active ? 'emergency.activate' : 'emergency.deactivate',
        entity: { type: 'settings', id: 'emergencyLockdown' },
        before: previous as unknown as Record<string, unknown>,
        after: state as unknown as Record<string, unknown>,
      }),
      body.active || previous.active ? at : undefined,
    );
    // Telling open browsers grows with them, so it runs beside the answer: the fan-out job pages the
    // connections and queues their pushes in parallel batches (functions/jobs/kinds/lockdown.ts).
    await enqueue([
      {
        kind: 'lockdown-fan-out',
        payload: { announced: { active: state.active, reason: state.reason, changedAt: at } },
      },
    ]);
    logger.info('emergency lockdown switched', { active: state.active, at });
    return {
      ...state,
      message: body.active ? messages.lockdown.activated : messages.lockdown.deactivated,
    };
  },
});
