import { messages } from '#contract/messages';
import { emergencySwitchSchema, type EmergencyState, type RealtimeEvent } from '#contract/realtime';
import { defineOperation } from '../../core/http/operation.ts';
import { logger } from '../../core/observability.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { deleteSessionsOfRole, type Session } from '../../data/sessions.ts';
import { setEmergencyLockdown } from '../../data/settings.ts';
import { getUserById } from '../../data/users.ts';
import { broadcast } from '../../realtime/broadcast.ts';

/**
 * PUT /super-admin/emergency: switches the lockdown on with a reason, or off. The stored state is what
 * enforces it (the lockdown guard answers every student request with 503 from the moment it is
 * written); revoking student sessions and telling every open browser follow, side by side, so the
 * switch takes as long as the slower of the two.
 */
export const switchEmergency = defineOperation({
  body: emergencySwitchSchema,
  handle: async ({ body, session, settings }) => {
    const { userId } = session as Session;
    const state: EmergencyState = {
      active: body.active,
      reason: body.active ? body.reason : '',
      changedBy: (await getUserById(userId))?.fullName ?? null,
      changedAt: new Date().toISOString(),
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
    );
    const event: RealtimeEvent = body.active
      ? { event: 'emergency-lockdown', data: { reason: state.reason } }
      : { event: 'emergency-unlock', data: {} };
    const [revokedSessions, delivery] = await Promise.all([
      body.active ? deleteSessionsOfRole('student') : Promise.resolve(0),
      broadcast(event),
    ]);
    // Pushes that failed are not the caller's error; the log is where they show.
    // Without the reason and who switched it (a name): those are in the audit log.
    logger.info('emergency lockdown switched', { active: state.active, revokedSessions, ...delivery });
    return {
      ...state,
      message: body.active ? messages.lockdown.activated : messages.lockdown.deactivated,
      revokedSessions,
      notifiedConnections: delivery.delivered,
    };
  },
});
