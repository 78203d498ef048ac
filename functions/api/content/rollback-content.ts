import { messages } from '#contract/messages';
import {
  contentParamsSchema,
  contentSchemas,
  rollbackContentBodySchema,
} from '#contract/public-content/index';
import * as z from '#contract/zod';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { ContentChangedError, currentContent, getContentVersion, saveContent } from '../../data/content.ts';

/**
 * POST /super-admin/content/{key}/rollback: makes an earlier version current again by saving its text
 * as a new version, so the history keeps every step and the rollback itself can be undone.
 */
export const rollbackContent = defineOperation({
  method: 'POST',
  path: '/super-admin/content/{key}/rollback',
  access: superAdmins,
  params: contentParamsSchema,
  body: rollbackContentBodySchema,
  handle: async ({ params, body, session }) => {
    const earlier = await getContentVersion(params.key, body.version);
    if (!earlier)
      throw notFound(messages.content.versionNotFound, {
        errors: { version: messages.content.versionNotFound },
      });
    // A version saved under an older shape of the texts must not become current unchecked.
    const parsed = z.object({ content: contentSchemas[params.key] }).safeParse({ content: earlier.content });
    if (!parsed.success) throw badRequest(messages.content.versionOutdated);
    const { version: basedOn } = await currentContent(params.key);
    try {
      const saved = await saveContent({
        key: params.key,
        content: parsed.data.content,
        basedOn,
        updatedBy: session.userId,
        restoredFrom: body.version,
        audit: auditItems({
          actor: actorOf(session),
          action: 'content.rollback',
          entity: { type: 'content', id: params.key, name: null },
          before: { version: basedOn },
          after: { version: basedOn + 1, restoredFrom: body.version },
        }),
      });
      return { ...saved, restoredFrom: body.version, message: messages.content.restored(body.version) };
    } catch (error) {
      if (error instanceof ContentChangedError) throw conflict(messages.content.changedMeanwhile);
      throw error;
    }
  },
});
