import {
  maintenanceAssigneeSchema,
  maintenancePrioritySchema,
  maintenanceStatusSchema,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { assignRequest } from '../../domain/maintenance/assign-request.ts';
import { moveRequest } from '../../domain/maintenance/move-request.ts';
import { prioritiseRequest } from '../../domain/maintenance/prioritise-request.ts';
import { badRequest } from '../../platform/errors.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';
import { activeStaff } from './list-assignees.ts';
import { onMaintenanceRequest, requestFor, requestParamsSchema } from './find-request.ts';

/** PUT /maintenance/{id}/status (staff): moves a request on, with a note the student sees. */
export const changeMaintenanceStatus = onMaintenanceRequest({
  route: 'PUT /maintenance/{id}/status',
  access: staff,
  body: maintenanceStatusSchema,
  handle: async ({ record: { request }, body, session }) => {
    const moved = await moveRequest({
      request,
      to: body.status,
      actor: actorOf(session),
      as: 'staff',
      note: body.note,
    });
    return { request: moved, message: messages.maintenance.statusChanged };
  },
});

/** PUT /maintenance/{id}/assignee (staff): gives the request to an active staff member. */
export const assignMaintenanceRequest = defineOperation({
  route: 'PUT /maintenance/{id}/assignee',
  access: staff,
  params: requestParamsSchema,
  body: maintenanceAssigneeSchema,
  handle: async ({ params, body, session }) => {
    const [{ request }, people] = await Promise.all([requestFor(params.id, session), activeStaff()]);
    const assignee = people.find((person) => person.id === body.assigneeId);
    if (!assignee) throw badRequest(messages.maintenance.assigneeInvalid);
    const assigned = await assignRequest(request, assignee, actorOf(session));
    return { request: assigned, message: messages.maintenance.assigned };
  },
});

/** PUT /maintenance/{id}/priority (staff): the staff's own judgement of how soon, beside the urgency. */
export const setMaintenancePriority = onMaintenanceRequest({
  route: 'PUT /maintenance/{id}/priority',
  access: staff,
  body: maintenancePrioritySchema,
  handle: async ({ record, body, session }) => {
    const changed = await prioritiseRequest(record, body.priority, actorOf(session));
    return { request: changed, message: messages.maintenance.priorityChanged };
  },
});
