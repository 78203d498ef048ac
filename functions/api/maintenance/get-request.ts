import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { requestFor, requestParamsSchema } from './find-request.ts';

/** GET /maintenance/{id}: a request and its history; a student's own only, without internal comments. */
export const getMaintenanceRequest = defineOperation({
  method: 'GET',
  path: '/maintenance/{id}',
  access: signedIn,
  params: requestParamsSchema,
  handle: async ({ params, session }) => requestFor(params.id, session),
});
