import type { ContentKey, PublicContent } from '#contract/public-content/index';
import { api } from '../../../lib/api.ts';
import type { Message } from '../../../types/api.ts';

/** Saves a new version; `expectedVersion` makes a concurrent edit a 409 rather than a lost update. */
export function saveContent(
  key: ContentKey,
  content: unknown,
  expectedVersion: number,
): Promise<PublicContent & Message> {
  return api.put(`/super-admin/content/${key}`, { content, expectedVersion });
}
