import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'success'; data: T; error: undefined };

/**
 * Runs a fetcher for the current key and keeps its state; a new key or `reload` runs it again. The API
 * client caches and de-duplicates, so screens may call the same query freely. A null key waits.
 */
export function useQuery<T>(
  key: string | null,
  fetcher: () => Promise<T>,
): QueryState<T> & { reload: () => void } {
  const [state, setState] = useState<{ key: string | null; result: QueryState<T> }>({
    key,
    result: { status: 'loading', data: undefined, error: undefined },
  });
  const [attempt, setAttempt] = useState(0);

  // A new key shows loading at once instead of the previous key's data.
  let current = state.result;
  if (state.key !== key) {
    current = { status: 'loading', data: undefined, error: undefined };
    setState({ key, result: current });
  }

  useEffect(() => {
    if (key === null) return;
    let live = true;
    fetcher().then(
      (data) => live && setState({ key, result: { status: 'success', data, error: undefined } }),
      (error: unknown) => live && setState({ key, result: { status: 'error', data: undefined, error } }),
    );
    return () => {
      live = false;
    };
    // The key names what the fetcher reads; a new fetcher identity for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => {
    setState((previous) => ({
      key: previous.key,
      result: { status: 'loading', data: undefined, error: undefined },
    }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...current, reload };
}
