import * as messages from '#contract/messages';
import { contentParamsSchema, contentSchemas, saveContentBodySchema } from '#contract/public-content/index';
import * as z from '#contract/zod';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { validate } from '../http/pipeline.ts';
import { currentContent } from '../../data/current-content.ts';
import { storeVersion } from './store-version.ts';

/**
 * PUT /super-admin/content/{key}: saves a new version of one block. The body's content is checked with
 * that key's schema; `expectedVersion`, when sent, turns a concurrent edit into a 409 instead of a
 * silent overwrite.
 */
export const saveContent = defineOperation({
  route: 'PUT /super-admin/content/{key}',
  access: superAdmins,
  maxBodyBytes: 128 * 1024,
  params: contentParamsSchema,
  body: saveContentBodySchema,
  handle: async ({ params, body, session }) => {
    const { content } = validate(z.object({ content: contentSchemas[params.key] }), body) as {
      content: unknown;
    };
    const basedOn = body.expectedVersion ?? (await currentContent(params.key)).version;
    const saved = await storeVersion({ key: params.key, content, basedOn, session, action: 'content.save' });
    return { ...saved, message: messages.content.saved };
  },
});
