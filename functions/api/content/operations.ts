import type { Operation } from '../http/operation.ts';
import { getPublicContent } from './get-public-content.ts';
import { listContentVersions } from './list-content-versions.ts';
import { rollbackContent } from './rollback-content.ts';
import { saveContent } from './save-content.ts';

/** Public content: anyone reads it; super admins edit it, keeping every version. */
export const operations = {
  getPublicContent,
  saveContent,
  listContentVersions,
  rollbackContent,
} satisfies Record<string, Operation>;
