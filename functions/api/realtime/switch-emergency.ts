import { messages } from '#contract/messages';
import { lockdownSwitchSchema } from '#contract/realtime';
import { defineOperation } from '../http/operation.ts';
import type { Session } from '../../data/sessions.ts';
import { lockdownStateOf } from '../../domain/lockdown/lockdown-state.ts';
import { switchLockdown } from '../../domain/lockdown/switch-lockdown.ts';

/**
 * PUT /super-admin/emergency: switches the lockdown on with a reason, or off
 * (functions/domain/lockdown/switch-lockdown.ts); telling open browsers follows after the answer.
 */
export const switchEmergency = defineOperation({
  body: lockdownSwitchSchema,
  handle: async ({ body, session, settings }) => {
    const state = await switchLockdown(session as Session, body, lockdownStateOf(await settings()));
    return {
      ...state,
      message: body.active ? messages.lockdown.activated : messages.lockdown.deactivated,
    };
  },
});
