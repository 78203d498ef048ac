import * as messages from '#contract/messages';
import {
  contentParamsSchema,
  contentSchemas,
  rollbackContentBodySchema,
} from '#contract/public-content/index';
import * as z from '#contract/zod';
import { badRequest, notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { getContentVersion } from '../../data/content.ts';
import { currentContent } from '../../data/current-content.ts';
import { storeVersion } from './store-version.ts';

/**
 * POST /super-admin/content/{key}/rollback: makes an earlier version current again by saving its text
 * as a new version, so the history keeps every step and the rollback itself can be undone.
 */
export const rollbackContent = defineOperation({
  route: 'POST /super-admin/content/{key}/rollback',
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
    const saved = await storeVersion({
      key: params.key,
      content: parsed.data.content,
      basedOn,
      session,
      action: 'content.rollback',
      restoredFrom: body.version,
    });
    return { ...saved, restoredFrom: body.version, message: messages.content.restored(body.version) };
  },
});
