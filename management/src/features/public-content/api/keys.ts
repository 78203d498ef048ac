import type { ContentKey } from '#contract/public-content/index';
import { resourceKeys } from '../../../lib/query-client.ts';

export const contentKeys = {
  current: (key: ContentKey) => [...resourceKeys.publicContent, key, 'current'] as const,
  versions: (key: ContentKey, page: number) =>
    [...resourceKeys.publicContent, key, 'versions', page] as const,
};
