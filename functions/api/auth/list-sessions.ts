import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { signedInPlaces } from '../../domain/auth/sessions.ts';

/** GET /auth/sessions: where the signed-in user is signed in (docs/spec.md §12), this browser first. */
export const listSessions = defineOperation({
  route: 'GET /auth/sessions',
  access: signedIn,
  handle: async ({ session }) => ({ sessions: await signedInPlaces(session) }),
});
