import { defineOperation } from '../http/operation.ts';
import { students } from '../../routes.ts';
import { myWaitlist } from './views.ts';

/** GET /waitlist/me (student): their entry, their places in the queue and any offer. */
export const getMyWaitlist = defineOperation({
  route: 'GET /waitlist/me',
  access: students,
  handle: async ({ session, settings }) => myWaitlist(await settings(), session.userId),
});
