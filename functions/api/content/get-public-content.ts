import * as z from 'zod';
import { contentDefaults, contentKeySchema, type PublicContent } from '#contract/public-content/index';
import { defineOperation } from '../../core/http/operation.ts';
import { getContent } from '../../data/content.ts';

export const contentParams = z.object({ key: contentKeySchema });

/** The current text of a key, or its defaults (version 0) while nobody has saved an edit. */
export async function currentContent(key: z.infer<typeof contentKeySchema>): Promise<PublicContent> {
  return (await getContent(key)) ?? { key, content: contentDefaults[key], updatedAt: null, version: 0 };
}

/** GET /public/content/{key}: what the public site shows for one editable block, for anyone. */
export const getPublicContent = defineOperation({
  params: contentParams,
  handle: ({ params }) => currentContent(params.key),
});
