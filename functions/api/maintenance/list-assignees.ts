import type { MaintenanceAssigneesResponse } from '#contract/maintenance';
import { listUsersOfRole } from '../../data/users.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** The active staff a request may be assigned to, by name. */
export async function activeStaff() {
  const [admins, superAdmins] = await Promise.all([listUsersOfRole('admin'), listUsersOfRole('super_admin')]);
  return [...admins, ...superAdmins]
    .filter((user) => user.isActive)
    .map((user) => ({ id: user.id, fullName: user.fullName }))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** GET /maintenance/assignees (staff): who a request may be assigned to. */
export const listAssignees = defineOperation({
  method: 'GET',
  path: '/maintenance/assignees',
  access: staff,
  handle: async (): Promise<MaintenanceAssigneesResponse> => ({ assignees: await activeStaff() }),
});
