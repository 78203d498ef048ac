import * as messages from '#contract/messages';
import { lockdownSwitchSchema } from '#contract/realtime';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { lockdownStateOf } from '../../domain/lockdown/lockdown-state.ts';
import { switchLockdown } from '../../domain/lockdown/switch-lockdown.ts';

/**
 * PUT /super-admin/emergency: switches the lockdown on with a reason, or off
 * (functions/domain/lockdown/switch-lockdown.ts); telling open browsers follows after the answer.
 */
export const switchLockdownOperation = defineOperation({
  route: 'PUT /super-admin/emergency',
  access: superAdmins,
  body: lockdownSwitchSchema,
  handle: async ({ body, session, settings }) => {
    const state = await switchLockdown(session, body, lockdownStateOf(await settings()));
    return {
      ...state,
      message: body.active ? messages.lockdown.activated : messages.lockdown.deactivated,
    };
  },
});
