import type { MaintenanceAssigneesResponse } from '#contract/maintenance';
import { listActiveStaff } from '../../data/users.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** The active staff a request may be assigned to, by name. */
export const activeStaff = async () =>
  (await listActiveStaff()).map((user) => ({ id: user.id, fullName: user.fullName }));

/** GET /maintenance/assignees (staff): who a request may be assigned to. */
export const listAssignees = defineOperation({
  route: 'GET /maintenance/assignees',
  access: staff,
  handle: async (): Promise<MaintenanceAssigneesResponse> => ({ assignees: await activeStaff() }),
});
