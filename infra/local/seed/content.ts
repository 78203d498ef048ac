import { contentDefaults, contentKeys } from '#contract/public-content/index';
import { getContent, saveContent } from '../../../functions/data/content.ts';

/**
 * Stores the default texts as version 1 of each key the first time, so the super admin's history
 * starts from the words the site was built with and a first edit can be rolled back to them.
 */
export async function seedContent(updatedBy: string): Promise<void> {
  for (const key of contentKeys) {
    if (await getContent(key)) continue;
    await saveContent({ key, content: contentDefaults[key], basedOn: 0, updatedBy, audit: [] });
  }
}
