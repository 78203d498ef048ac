/**
 * Runs `work` over `items` with at most `limit` calls in flight. Once a call fails no new one starts
 * (those in flight finish), and the first failure is thrown: a caller that stops on an error does not
 * go on writing after it has answered.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
