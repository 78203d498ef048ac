import { pageQuerySchema, paginationOf } from '#contract/pagination';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { listAudit, withNames } from '../../data/audit.ts';

/** GET /audit?page=&limit= (super admins): every staff write, newest first, naming who and what. */
export const listAuditOperation = defineOperation({
  method: 'GET',
  path: '/audit',
  access: superAdmins,
  query: pageQuerySchema,
  handle: async ({ query }) => {
    const { entries, total } = await listAudit(query);
    return { entries: await withNames(entries), pagination: paginationOf(query, total) };
  },
});
