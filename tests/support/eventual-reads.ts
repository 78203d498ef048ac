import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { onTestFinished } from 'vitest';
import { dynamo, tableName } from '../../functions/data/dynamo.ts';

/**
 * DynamoDB Local answers every read as the last write left it. In the cloud a read that does not ask
 * for ConsistentRead, and every read of a global secondary index (which cannot ask), may answer as things
 * stood a moment before a write that has already succeeded ("Read consistency", DynamoDB developer
 * guide): under normal conditions for a fraction of a second, with no bound promised. These helpers make
 * that moment last for the reads they name, until the test ends or `caughtUp()` is called, so a test shows
 * what a reader that relies on such a read decides. They sit in the client's middleware, under
 * tests/support/racing.ts's spies, so a race and a lagging read can be set up in one test.
 */
interface Lag {
  /** Reads answer as the table stands from now on. */
  caughtUp(): void;
}

type Item = Record<string, unknown>;
let lags = 0;

function lagging(
  respond: (
    commandName: string,
    input: Item,
    next: () => Promise<{ output: Item }>,
  ) => Promise<{ output: Item }>,
): Lag {
  const name = `eventual-read-${++lags}`;
  const stack = dynamo().middlewareStack;
  stack.add(
    // At this step the input and output are the document client's: plain values, not attribute maps.
    (next, context) => async (args) =>
      respond(context.commandName ?? '', (args.input ?? {}) as Item, () => next(args) as never) as never,
    { step: 'initialize', name },
  );
  const caughtUp = () => void stack.remove(name);
  onTestFinished(caughtUp);
  return { caughtUp };
}

const sameKey = (a: Item | undefined, b: Item) => a?.PK === b.PK && a?.SK === b.SK;

/**
 * From now on, a read of the item at `key` without ConsistentRead answers what it is now, whatever is
 * written to it after; a consistent read sees every write.
 */
export async function itemReadsLagBehind(key: { PK: string; SK: string }): Promise<Lag> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return lagging(async (commandName, input, next) => {
    if (commandName !== 'GetItemCommand' || input.ConsistentRead || !sameKey(input.Key as Item, key))
      return next();
    const { output } = await next();
    return { output: { ...output, Item } };
  });
}

/** From now on, no read of an index shows the items `hidden` picks: the index has not caught up with them. */
export function indexReadsLagBehind(hidden: (item: Item) => boolean): Lag {
  return lagging(async (commandName, input, next) => {
    const answer = await next();
    if (commandName !== 'QueryCommand' || !input.IndexName) return answer;
    const items = (answer.output.Items ?? []) as Item[];
    const shown = items.filter((item) => !hidden(item));
    return { ...answer, output: { ...answer.output, Items: shown, Count: shown.length } };
  });
}

/**
 * From now on, a read without ConsistentRead of an item whose key `written` picks answers nothing, as for
 * an item written after the moment the read's replica shows (one written a moment ago); a consistent read
 * sees it.
 */
export function newItemsReadLagBehind(written: (key: Item) => boolean): Lag {
  return lagging(async (commandName, input, next) => {
    if (commandName !== 'GetItemCommand' || input.ConsistentRead || !written(input.Key as Item))
      return next();
    const { output } = await next();
    return { output: { ...output, Item: undefined } };
  });
}
