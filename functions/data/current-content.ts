import { contentDefaults, type ContentKey, type PublicContent } from '#contract/public-content/index';
import { getContent } from './content.ts';

/**
 * What the site shows for a key: the stored text, or the defaults as version 0 while none is stored.
 * Apart from content.ts because the defaults of every page are large: a Lambda that reads one stored
 * text (the house rules on the resident's page) does not carry them all.
 */
export async function currentContent(key: ContentKey): Promise<PublicContent> {
  return (await getContent(key)) ?? { key, content: contentDefaults[key], updatedAt: null, version: 0 };
}
