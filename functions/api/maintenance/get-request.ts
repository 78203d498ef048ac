import type { MaintenanceRequestView } from '#contract/maintenance';
import { photoLinks } from '../../domain/uploads/uploads.ts';
import { signedIn } from '../../routes.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onMaintenanceRequest, reportersHistory, reportersView } from './find-request.ts';

/**
 * GET /maintenance/{id}: a request and its history; a student's own only, without internal comments.
 * Its photos come as short-lived signed links, made only after the check that this caller may see it.
 */
export const getMaintenanceRequest = onMaintenanceRequest({
  route: 'GET /maintenance/{id}',
  access: signedIn,
  handle: async ({ record: { request, history }, session }): Promise<MaintenanceRequestView> => {
    return {
      request: asSeenBy(session, request, reportersView),
      history: asSeenBy(session, history, reportersHistory),
      photos: await photoLinks(request.photoKeys),
    };
  },
});
