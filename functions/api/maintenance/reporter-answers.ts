import { maintenanceConfirmSchema, maintenanceReopenSchema, reopenedStatus } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { confirmRequest } from '../../domain/maintenance/confirm-request.ts';
import { moveRequest } from '../../domain/maintenance/move-request.ts';
import { students } from '../../routes.ts';
import { onMaintenanceRequest, reportersView } from './find-request.ts';

/**
 * POST /maintenance/{id}/confirm (the reporter): the fix holds, so the request closes, rated 1 to 5 if
 * they say how the repair was.
 */
export const confirmMaintenanceFix = onMaintenanceRequest({
  route: 'POST /maintenance/{id}/confirm',
  access: students,
  body: maintenanceConfirmSchema,
  handle: async ({ record: { request }, body, session }) => {
    const closed = await confirmRequest({
      request,
      actor: actorOf(session),
      ...(body.rating !== undefined && { rating: { score: body.rating, comment: body.comment } }),
    });
    return { request: reportersView(closed), message: messages.maintenance.confirmed };
  },
});

/**
 * POST /maintenance/{id}/reopen (the reporter): the fix did not hold. The request goes back to its
 * assignee, or to the queue, with what is still wrong.
 */
export const reopenMaintenanceRequest = onMaintenanceRequest({
  route: 'POST /maintenance/{id}/reopen',
  access: students,
  body: maintenanceReopenSchema,
  handle: async ({ record: { request }, body, session }) => {
    const reopened = await moveRequest({
      request,
      to: reopenedStatus(request.assignee?.id ?? null),
      actor: actorOf(session),
      as: 'reporter',
      note: body.reason,
    });
    return { request: reportersView(reopened), message: messages.maintenance.reopened };
  },
});
