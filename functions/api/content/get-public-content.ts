import { contentParamsSchema } from '#contract/public-content/index';
import { defineOperation } from '../http/operation.ts';
import { currentContent } from '../../data/current-content.ts';

/** GET /public/content/{key}: what the public site shows for one editable block, for anyone. */
export const getPublicContent = defineOperation({
  route: 'GET /public/content/{key}',
  access: 'public',
  plain: true,
  params: contentParamsSchema,
  handle: ({ params }) => currentContent(params.key),
});
