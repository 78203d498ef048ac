import { contentDefaults, contentKeys } from '#contract/public-content/index';
import type { Actor } from '../../../functions/data/audit.ts';
import { saveContent, versionAuditItems } from '../../../functions/data/content.ts';

/**
 * Stores the default texts as version 1 of each key, saved by `actor` (the demo super admin) at `at`
 * (ISO) with the audit entry a save writes, so the super admin's history starts from the words the site
 * was built with and a first edit can be rolled back to them. The table is new: no key has a version yet.
 */
export async function seedContent(actor: Actor, at: string): Promise<void> {
  await Promise.all(
    contentKeys.map((key) =>
      saveContent({
        key,
        content: contentDefaults[key],
        basedOn: 0,
        updatedBy: actor,
        audit: versionAuditItems({ actor, action: 'content.save', key, basedOn: 0, at }),
        at,
      }),
    ),
  );
}
