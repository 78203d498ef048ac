import { messages } from '#contract/messages';
import { emergencySwitchSchema, type EmergencyState } from '#contract/realtime';
import { defineOperation } from '../../core/http/operation.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import type { Session } from '../../data/sessions.ts';
import { setEmergencyLockdown } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { broadcast } from '../../realtime/broadcast.ts';
import { lockdownAnnouncement } from '../../realtime/lockdown-announcement.ts';

/**
 * PUT /super-admin/emergency: switches the lockdown on with a reason, or off. One write does the
 * enforcing: the lockdown guard answers every student request with 503 from the moment it is stored,
 * and the lockdown epoch stored with it revokes every student session and remember token issued
 * before it (moved again when the lockdown ends, so nothing that slipped in during the switch lives
 * on). Telling open browsers follows.
 */
export const switchEmergency = defineOperation({
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
    const delivery = await broadcast(lockdownAnnouncement(state));
    // Pushes that failed are not the caller's error; the log is where they show.
    console.log(
      JSON.stringify({ level: 'info', message: 'emergency lockdown switched', ...state, ...delivery }),
    );
    return {
      ...state,
      message: body.active ? messages.lockdown.activated : messages.lockdown.deactivated,
      notifiedConnections: delivery.delivered,
    };
  },
});
