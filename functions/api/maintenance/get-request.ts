import type { MaintenanceRequestView } from '#contract/maintenance';
import { photoLinks } from '../../domain/uploads/uploads.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { requestFor, requestParamsSchema } from './find-request.ts';

/**
 * GET /maintenance/{id}: a request and its history; a student's own only, without internal comments.
 * Its photos come as short-lived signed links, made only after the check that this caller may see it.
 */
export const getMaintenanceRequest = defineOperation({
  method: 'GET',
  path: '/maintenance/{id}',
  access: signedIn,
  params: requestParamsSchema,
  handle: async ({ params, session }): Promise<MaintenanceRequestView> => {
    const details = await requestFor(params.id, session);
    return { ...details, photos: await photoLinks(details.request.photoKeys) };
  },
});
