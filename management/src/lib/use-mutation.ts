import { useCallback, useState } from 'react';

/** Runs a write and says whether it is still pending, so a form can disable its button meanwhile. */
export function useMutation<Args extends unknown[], Result>(
  write: (...args: Args) => Promise<Result>,
): { run: (...args: Args) => Promise<Result>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: Args) => {
      setPending(true);
      try {
        return await write(...args);
      } finally {
        setPending(false);
      }
    },
    [write],
  );
  return { run, pending };
}
