/**
 * Runs `work` over `items` with at most `limit` calls in flight: for calls to another service (API
 * Gateway's pushes, the payment provider), which should neither go one by one nor all at once.
 */
export async function forEachBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** `work` of each of `items`, at most `limit` in flight (forEachBounded), its answers in their order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers = new Array<R>(items.length);
  await forEachBounded([...items.keys()], limit, async (index) => {
    answers[index] = await work(items[index]!, index);
  });
  return answers;
}
