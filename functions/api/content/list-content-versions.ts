import { contentParamsSchema } from '#contract/public-content/index';
import * as z from '#contract/zod';
import { defineOperation } from '../../core/http/operation.ts';
import { currentContent, listContentVersions as storedVersions } from '../../data/content.ts';

const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/**
 * GET /super-admin/content/{key}/versions: the saved versions, newest first, each with its content so
 * the editor can preview one before restoring it. Versions are numbered 1..current without gaps, so a
 * page is a plain range of numbers.
 */
export const listContentVersions = defineOperation({
  params: contentParamsSchema,
  query: pageQuery,
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
