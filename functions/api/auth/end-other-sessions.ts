import * as messages from '#contract/messages';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { endOtherPlaces } from '../../domain/auth/sessions.ts';

/** DELETE /auth/sessions: signs the user out everywhere but the browser making the call. */
export const endOtherSessions = defineOperation({
  route: 'DELETE /auth/sessions',
  access: signedIn,
  handle: async ({ session }) => {
    await endOtherPlaces(session);
    return { message: messages.sessionList.othersEnded };
  },
});
