import { contentParamsSchema } from '#contract/public-content/index';
import { pageQuerySchema } from '#contract/pagination';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { listContentVersions as storedVersions } from '../../data/content.ts';
import { currentContent } from '../../data/current-content.ts';

/**
 * GET /super-admin/content/{key}/versions: the saved versions, newest first, each with its content so
 * the editor can preview one before restoring it. Versions are numbered 1..current without gaps, so a
 * page is a plain range of numbers.
 */
export const listContentVersions = defineOperation({
  route: 'GET /super-admin/content/{key}/versions',
  access: superAdmins,
  params: contentParamsSchema,
  query: pageQuerySchema,
  handle: async ({ params, query }) => {
    const { version: total } = await currentContent(params.key);
    const newest = total - (query.page - 1) * query.limit;
    const versions = newest >= 1 ? await storedVersions(params.key, { newest, limit: query.limit }) : [];
    return {
      key: params.key,
      versions,
      pagination: {
        page: query.page,
        limit: query.limit,
        total,
        pages: Math.ceil(total / query.limit),
      },
    };
  },
});
