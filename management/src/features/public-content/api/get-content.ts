import type { ContentKey, PublicContent } from '#contract/public-content/index';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contentKeys } from './keys.ts';

export function getContent(key: ContentKey): Promise<PublicContent> {
  return api.get(`/public/content/${key}`);
}

export function useContent(key: ContentKey) {
  // Asked afresh each time, past the public content's time-to-live: the editor must start from the newest
  // version, which another super admin may have saved.
  return useQuery({ queryKey: contentKeys.current(key), queryFn: () => getContent(key), staleTime: 0 });
}
