import type { MaintenanceRequestView } from '#contract/maintenance';
import { photoLinks } from '../../domain/uploads/uploads.ts';
import { signedIn } from '../../routes.ts';
import { onMaintenanceRequest } from './find-request.ts';

/**
 * GET /maintenance/{id}: a request and its history; a student's own only, without internal comments.
 * Its photos come as short-lived signed links, made only after the check that this caller may see it.
 */
export const getMaintenanceRequest = onMaintenanceRequest({
  route: 'GET /maintenance/{id}',
  access: signedIn,
  handle: async ({ record: details }): Promise<MaintenanceRequestView> => {
    return { ...details, photos: await photoLinks(details.request.photoKeys) };
  },
});
