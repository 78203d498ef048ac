import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
 * Runs `meanwhile` once, just before the next transaction `matches` picks is sent: after the operation
 * sending it read what it goes on, before its write commits. Answers what `meanwhile` answered, once it
 * has. The test file restores the client after each test (vi.restoreAllMocks), in case none was sent.
 */
export function beforeTheTransaction<T>(
  matches: (command: TransactWriteCommand) => boolean,
  meanwhile: () => Promise<T>,
): { value?: T } {
  const client = dynamo();
  const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
  const done: { value?: T } = {};
  const racing = vi.spyOn(client, 'send').mockImplementation(async (command: unknown) => {
    if (command instanceof TransactWriteCommand && matches(command)) {
      racing.mockRestore();
      done.value = await meanwhile();
    }
    return send(command);
  });
  return done;
}
