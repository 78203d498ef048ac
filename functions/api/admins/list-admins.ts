import { adminListQuerySchema, adminSortValues } from '#contract/admins';
import { paginationOf } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { listUsersOfRole } from '../../data/users.ts';
import { toAdmin } from './admin-view.ts';

/** GET /super-admin/admins: admins and super admins together, by name (or the `sort` column), paged. */
export const listAdmins = defineOperation({
  route: 'GET /super-admin/admins',
  access: superAdmins,
  query: adminListQuerySchema,
  handle: async ({ query }) => {
    const byName = [...(await listUsersOfRole('super_admin')), ...(await listUsersOfRole('admin'))]
      .map(toAdmin)
      .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id));
    const staff = sortedBy(byName, adminSortValues, sortOrderOf(query.sort));
    const { page, limit } = query;
    return {
      admins: staff.slice((page - 1) * limit, page * limit),
      pagination: paginationOf(query, staff.length),
    };
  },
});
