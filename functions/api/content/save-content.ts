import { messages } from '#contract/messages';
import { contentParamsSchema, contentSchemas, saveContentBodySchema } from '#contract/public-content/index';
import * as z from '#contract/zod';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { validate } from '../http/pipeline.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { ContentChangedError, currentContent, saveContent as storeContent } from '../../data/content.ts';

/**
 * PUT /super-admin/content/{key}: saves a new version of one block. The body's content is checked with
 * that key's schema; `expectedVersion`, when sent, turns a concurrent edit into a 409 instead of a
 * silent overwrite.
 */
export const saveContent = defineOperation({
  method: 'PUT',
  path: '/super-admin/content/{key}',
  access: superAdmins,
  maxBodyBytes: 128 * 1024,
  params: contentParamsSchema,
  body: saveContentBodySchema,
  handle: async ({ params, body, session }) => {
    const { content } = validate(z.object({ content: contentSchemas[params.key] }), body) as {
      content: unknown;
    };
    const basedOn = body.expectedVersion ?? (await currentContent(params.key)).version;
    try {
      const saved = await storeContent({
        key: params.key,
        content,
        basedOn,
        updatedBy: session.userId,
        audit: auditItems({
          actor: actorOf(session),
          action: 'content.save',
          entity: { type: 'content', id: params.key, name: null },
          before: { version: basedOn },
          after: { version: basedOn + 1 },
        }),
      });
      return { ...saved, message: messages.content.saved };
    } catch (error) {
      if (error instanceof ContentChangedError) throw conflict(messages.content.changedMeanwhile);
      throw error;
    }
  },
});
