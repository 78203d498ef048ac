import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { vi } from 'vitest';
import { dynamo } from '../../functions/data/dynamo.ts';

/** One item of a transaction: a Put, Update, Delete or ConditionCheck. */
export type TransactionItem = NonNullable<TransactWriteCommand['input']['TransactItems']>[number];

/** Picks a transaction one of whose items `matches`: what a race waits for, in most tests. */
export const holding =
  (matches: (item: TransactionItem) => boolean) =>
  (command: TransactWriteCommand): boolean =>
    (command.input.TransactItems ?? []).some(matches);

/**
 * Runs `meanwhile` once, just before the next command `matches` picks is sent, and answers what it
 * answered, once it has. The test file restores the client after each test (vi.restoreAllMocks), in
 * case none was sent.
 */
function beforeSending<T>(
  matches: (command: unknown) => boolean,
  meanwhile: () => Promise<T>,
): { value?: T } {
  const client = dynamo();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const done: { value?: T } = {};
  const racing = vi.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
    if (matches(command)) {
      racing.mockRestore();
      done.value = await meanwhile();
    }
    return send(command);
  });
  return done;
}

/**
 * Runs `meanwhile` once, just before the next transaction `matches` picks is sent: after the operation
 * sending it read what it goes on, before its write commits.
 */
export const beforeTheTransaction = <T>(
  matches: (command: TransactWriteCommand) => boolean,
  meanwhile: () => Promise<T>,
) => beforeSending((command) => command instanceof TransactWriteCommand && matches(command), meanwhile);

/**
 * Runs `meanwhile` once, just before the next read of an item whose key `matches` is sent: for a race in
 * the moment between two reads an operation decides on.
 */
export const beforeTheRead = <T>(
  matches: (key: Record<string, unknown>) => boolean,
  meanwhile: () => Promise<T>,
) => beforeSending((command) => command instanceof GetCommand && matches(command.input.Key ?? {}), meanwhile);

/** What a command writes: a Put's item, an Update's or a Delete's key, sent alone or in a transaction. */
function writtenBy(command: unknown): Record<string, unknown>[] {
  if (command instanceof PutCommand) return [command.input.Item ?? {}];
  if (command instanceof UpdateCommand || command instanceof DeleteCommand) return [command.input.Key ?? {}];
  if (!(command instanceof TransactWriteCommand)) return [];
  return (command.input.TransactItems ?? []).flatMap((item) =>
    [item.Put?.Item, item.Update?.Key, item.Delete?.Key].filter((written) => written !== undefined),
  );
}

/**
 * Runs `meanwhile` once, just before the next write to an item `matches` picks (by its key, or a Put's
 * whole item), whether the write is sent alone or in a transaction: for a race whose write a fix moves
 * into a transaction, so that one test holds the same moment before the fix and after it.
 */
export const beforeTheWrite = <T>(
  matches: (itemOrKey: Record<string, unknown>) => boolean,
  meanwhile: () => Promise<T>,
) => beforeSending((command) => writtenBy(command).some(matches), meanwhile);
