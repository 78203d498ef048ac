import { messageOf } from './api-error.ts';

/** What one item of a bulk action came to: done, or refused with the server's reason. */
export interface BulkOutcome {
  key: string;
  label: string;
  done: boolean;
  message?: string;
}

/**
 * Runs one action on each selected item, one call (and so one server transaction) per item, in turn:
 * an item the server refuses is reported with its reason and the others still go.
 */
export async function runBulk<Item>(
  items: Item[],
  describe: (item: Item) => { key: string; label: string },
  act: (item: Item) => Promise<unknown>,
  fallback: string,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const item of items) {
    const { key, label } = describe(item);
    try {
      await act(item);
      outcomes.push({ key, label, done: true });
    } catch (error) {
      outcomes.push({ key, label, done: false, message: messageOf(error, fallback) });
    }
  }
  return outcomes;
}
