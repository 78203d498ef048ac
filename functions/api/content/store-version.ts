import * as messages from '#contract/messages';
import type { ContentKey } from '#contract/public-content/index';
import { conflict } from '../../platform/errors.ts';
import { actorOf } from '../../data/audit.ts';
import { ContentChangedError, saveContent, versionAuditItems } from '../../data/content.ts';
import type { Session } from '../../data/sessions.ts';

/**
 * Stores checked texts as the block's next version after `basedOn`, with its audit entry in the same
 * transaction (a save, or a rollback naming the version it restores). Another save of the block since
 * `basedOn` makes it a 409 rather than a lost update.
 */
export async function storeVersion(input: {
  key: ContentKey;
  content: unknown;
  basedOn: number;
  session: Session;
  action: 'content.save' | 'content.rollback';
  restoredFrom?: number;
}) {
  const { key, content, basedOn, session, action, restoredFrom } = input;
  const actor = actorOf(session);
  try {
    return await saveContent({
      key,
      content,
      basedOn,
      updatedBy: actor,
      restoredFrom,
      audit: versionAuditItems({ actor, action, key, basedOn, restoredFrom }),
    });
  } catch (error) {
    if (error instanceof ContentChangedError) throw conflict(messages.content.changedMeanwhile);
    throw error;
  }
}
