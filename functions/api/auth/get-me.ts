import * as messages from '#contract/messages';
import { unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { getUserById } from '../../data/users.ts';
import { toProfile } from './profile.ts';

/** GET /auth/me: the signed-in user's own record. */
export const getMe = defineOperation({
  route: 'GET /auth/me',
  access: signedIn,
  handle: async ({ session }) => {
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    return { user: toProfile(user) };
  },
});
