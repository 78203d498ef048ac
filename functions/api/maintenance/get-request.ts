import type { MaintenanceRequestView } from '#contract/maintenance';
import { repairDueOf } from '../../domain/maintenance/targets.ts';
import { photoLinks } from '../../domain/uploads/uploads.ts';
import { signedIn } from '../../routes.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onMaintenanceRequest, reportersHistory, reportersView } from './find-request.ts';

/**
 * GET /maintenance/{id}: a request and its history; a student's own only, without internal comments.
 * Its photos come as short-lived signed links, made only after the check that this caller may see it.
 * Staff also read when it is due by its priority's target, as the queue shows it.
 */
export const getMaintenanceRequest = onMaintenanceRequest({
  route: 'GET /maintenance/{id}',
  access: signedIn,
  handle: async ({ record: { request, history }, session, settings }): Promise<MaintenanceRequestView> => {
    return {
      request: asSeenBy(session, request, reportersView),
      history: asSeenBy(session, history, reportersHistory),
      photos: await photoLinks(request.photoKeys),
      due:
        session.role === 'student'
          ? null
          : repairDueOf(request, (await settings()).repairTargetHours, new Date()),
    };
  },
});
