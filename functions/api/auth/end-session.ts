import * as messages from '#contract/messages';
import { signedInPlaceParams } from '#contract/sessions';
import { badRequest, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { endSignedInPlace } from '../../domain/auth/sessions.ts';

/**
 * DELETE /auth/sessions/{id}: ends one other sign-in of the user (a remembered browser with every tab
 * it opened, or one tab); its next request gets 401. Only the user's own entries are found.
 */
export const endSession = defineOperation({
  route: 'DELETE /auth/sessions/{id}',
  access: signedIn,
  params: signedInPlaceParams,
  handle: async ({ params, session }) => {
    const outcome = await endSignedInPlace(session, params.id);
    if (outcome === 'not-found') throw notFound(messages.sessionList.notFound);
    if (outcome === 'current') throw badRequest(messages.sessionList.isCurrent);
    return { message: messages.sessionList.ended };
  },
});
