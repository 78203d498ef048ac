import { adminListQuerySchema } from '#contract/admins';
import { defineOperation } from '../../core/http/operation.ts';
import { listUsersOfRole } from '../../data/users.ts';
import { toAdmin } from './admin-view.ts';

/** GET /super-admin/admins: admins and super admins together, by name, a page at a time. */
export const listAdmins = defineOperation({
  query: adminListQuerySchema,
  handle: async ({ query }) => {
    const staff = [...(await listUsersOfRole('super_admin')), ...(await listUsersOfRole('admin'))]
      .map(toAdmin)
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id));
    const { page, limit } = query;
    return {
      admins: staff.slice((page - 1) * limit, page * limit),
      pagination: { page, limit, total: staff.length, pages: Math.max(1, Math.ceil(staff.length / limit)) },
    };
  },
});
