import type { ContentKey, ContentVersion, PublicContent } from '#contract/public-content/index';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { Message, Pagination } from '../../../types/api.ts';
import { contentKeys } from './keys.ts';

export const versionsPageSize = 10;

export interface ContentVersionList {
  versions: Array<ContentVersion & { content: unknown }>;
  pagination: Pagination;
}

export function listContentVersions(key: ContentKey, page: number): Promise<ContentVersionList> {
  return api.get(`/super-admin/content/${key}/versions?page=${page}&limit=${versionsPageSize}`);
}

export function useContentVersions(key: ContentKey, page: number) {
  return useQuery({
    queryKey: contentKeys.versions(key, page),
    queryFn: () => listContentVersions(key, page),
  });
}

/** Makes an earlier version current again, as a new version (so the rollback can be undone too). */
export function rollbackContent(key: ContentKey, version: number): Promise<PublicContent & Message> {
  return api.post(`/super-admin/content/${key}/rollback`, { version });
}
