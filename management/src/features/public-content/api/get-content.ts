import type { ContentKey, PublicContent } from '#contract/public-content/index';
import { cacheBypassHeader } from '../../../config/constants.ts';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';

/** The current text of one block, asked afresh: the editor must start from the newest version. */
export function getContent(key: ContentKey): Promise<PublicContent> {
  return api.get(`/public/content/${key}`, { headers: { [cacheBypassHeader]: '1' } });
}

export function useContent(key: ContentKey) {
  return useQuery(`/public/content/${key}`, () => getContent(key));
}
