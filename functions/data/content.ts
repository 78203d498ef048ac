import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentKey, ContentVersion, PublicContent } from '#contract/public-content/index';
import { accountNames } from './account-names.ts';
import { auditItems, type Actor } from './audit.ts';
import { dynamo, tableName } from './dynamo.ts';
import { transact, TransactionRefused, type TransactItem } from './transactions.ts';
import { contentKey, contentPartition, contentVersionKey } from './keys.ts';

/** A saved version of one key's content, with who saved it. */
export interface StoredContentVersion extends ContentVersion {
  content: unknown;
}

/** The save lost a race: another edit was stored after the version the editor started from. */
export class ContentChangedError extends Error {
  constructor(key: string) {
    super(`Content ${key} changed meanwhile`);
    this.name = 'ContentChangedError';
  }
}

/** The stored current text of a key, or null while it still has its defaults. */
export async function getContent(key: ContentKey): Promise<PublicContent | null> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: contentKey(key) }));
  if (!Item) return null;
  return {
    key,
    content: Item.content as PublicContent['content'],
    updatedAt: Item.updatedAt as string,
    version: Item.version as number,
  };
}

/**
 * The trail's record of a version of `key` that `actor` stored after `basedOn`: a save, or a rollback
 * naming the version it restores; at `at` (ISO; now when not given).
 */
export const versionAuditItems = (input: {
  actor: Actor;
  action: 'content.save' | 'content.rollback';
  key: ContentKey;
  basedOn: number;
  restoredFrom?: number;
  at?: string;
}): TransactItem[] =>
  auditItems({
    actor: input.actor,
    action: input.action,
    entity: { type: 'content', id: input.key, name: null },
    before: { version: input.basedOn },
    after: {
      version: input.basedOn + 1,
      ...(input.restoredFrom === undefined ? {} : { restoredFrom: input.restoredFrom }),
    },
    at: input.at,
  });

/**
 * Stores a new version of a key's content and makes it current, both or neither. The current item is
 * only replaced if it is still at `basedOn`, so two editors saving at once cannot silently overwrite
 * each other; the loser gets ContentChangedError.
 */
export async function saveContent(input: {
  key: ContentKey;
  content: unknown;
  basedOn: number;
  /** Who saves it, kept with the version by their name of the moment, as the audit trail keeps it. */
  updatedBy: Actor;
  restoredFrom?: number;
  /** The audit trail's record of the edit (versionAuditItems), written in the same transaction. */
  audit: TransactItem[];
  /** When it was saved (ISO); now, except for the demo data. */
  at?: string;
}): Promise<PublicContent> {
  const version = input.basedOn + 1;
  const updatedAt = input.at ?? new Date().toISOString();
  const record = {
    content: input.content,
    version,
    updatedAt,
    updatedBy: input.updatedBy.id,
    updatedByName: input.updatedBy.name,
    restoredFrom: input.restoredFrom,
  };
  try {
    await transact([
      {
        Put: {
          TableName: tableName(),
          Item: { ...contentKey(input.key), ...record },
          ...(input.basedOn === 0
            ? { ConditionExpression: 'attribute_not_exists(PK)' }
            : {
                ConditionExpression: 'version = :basedOn',
                ExpressionAttributeValues: { ':basedOn': input.basedOn },
              }),
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...contentVersionKey(input.key, version), ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...input.audit,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new ContentChangedError(input.key);
    throw error;
  }
  return { key: input.key, content: input.content as PublicContent['content'], updatedAt, version };
}

function toVersion(item: Record<string, unknown>): StoredContentVersion {
  return {
    version: item.version as number,
    updatedAt: item.updatedAt as string,
    updatedBy: item.updatedBy as string,
    updatedByName: (item.updatedByName as string | undefined) ?? null,
    ...(item.restoredFrom ? { restoredFrom: item.restoredFrom as number } : {}),
    content: item.content,
  };
}

/**
 * Saved versions of a key, newest first, from version `newest` down, at most `limit` of them. One saved
 * before versions kept their saver's name is named as the saver's account reads now.
 */
export async function listContentVersions(
  key: ContentKey,
  range: { newest: number; limit: number },
): Promise<StoredContentVersion[]> {
  const oldest = Math.max(1, range.newest - range.limit + 1);
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :oldest AND :newest',
      ExpressionAttributeValues: {
        ':pk': contentPartition(key),
        ':oldest': contentVersionKey(key, oldest).SK,
        ':newest': contentVersionKey(key, range.newest).SK,
      },
      ScanIndexForward: false,
    }),
  );
  const versions = Items.map(toVersion);
  const unnamed = versions.filter((version) => version.updatedByName === null);
  if (unnamed.length === 0) return versions;
  const names = await accountNames(unnamed.map((version) => version.updatedBy));
  return versions.map((version) => ({
    ...version,
    updatedByName: version.updatedByName ?? names.get(version.updatedBy) ?? null,
  }));
}

export async function getContentVersion(
  key: ContentKey,
  version: number,
): Promise<StoredContentVersion | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contentVersionKey(key, version) }),
  );
  return Item ? toVersion(Item) : null;
}
