import { auditListQuerySchema } from '#contract/audit';
import { paginationOf } from '#contract/pagination';
import { sortOrderOf } from '#contract/sorting';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { listAudit, withNames } from '../../data/audit.ts';

/**
 * GET /audit (super admins): every staff write, newest first or (`sort=when`) oldest, filtered by who,
 * what, the kind of record, the days and a search, paged; naming who and what.
 */
export const listAuditOperation = defineOperation({
  route: 'GET /audit',
  access: superAdmins,
  query: auditListQuerySchema,
  handle: async ({ query }) => {
    const { page, limit, sort, ...filters } = query;
    const { entries, total } = await listAudit(filters, sortOrderOf(sort), { page, limit });
    return { entries: await withNames(entries), pagination: paginationOf(query, total) };
  },
});
