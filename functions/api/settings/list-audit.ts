import { auditListQuerySchema } from '#contract/audit';
import { dayEndIn, dayStartIn } from '#contract/days';
import { paginationOf } from '#contract/pagination';
import { sortOrderOf } from '#contract/sorting';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { listAudit, withNames } from '../../data/audit.ts';

/**
 * GET /audit (super admins): every staff write, newest first or (`sort=when`) oldest, filtered by who,
 * what, the kind of record, the days and a search, paged; naming who and what. The days are the
 * reader's, as the screen shows each entry's time (decision 0109): from the start of `from` there to
 * the start of the day after `to`, each read with the zone's offset then.
 */
export const listAuditOperation = defineOperation({
  route: 'GET /audit',
  access: superAdmins,
  query: auditListQuerySchema,
  handle: async ({ query }) => {
    const { page, limit, sort, timeZone, from, to, ...filters } = query;
    const { entries, total } = await listAudit(
      {
        ...filters,
        ...(from ? { from: dayStartIn(from, timeZone) } : {}),
        ...(to ? { before: dayEndIn(to, timeZone) } : {}),
      },
      sortOrderOf(sort),
      { page, limit },
    );
    return { entries: await withNames(entries), pagination: paginationOf(query, total) };
  },
});
