/** A test waits at most 60 s; a queue still busy after this is stuck, not slow. */
const settleWithinMs = 45_000;

/**
 * Waits until the local jobs queue has run everything handed to it so far that is due within the wait,
 * retries included, and returns how many messages ended in its dead-letter list. Work held back longer
 * (an announcement scheduled for tomorrow) is not waited for. `origin` is the local server's (an e2e
 * test's baseUrl); by default the one the functions' environment points at (integration tests).
 */
export async function jobsSettled(origin = process.env.JOBS_QUEUE_URL): Promise<{ deadLetters: number }> {
  if (!origin) throw new Error('No local server: pass its origin or set the functions environment');
  const url = new URL('/_dev/jobs/settled', origin);
  url.searchParams.set('within', String(settleWithinMs));
  const response = await fetch(url);
  if (response.status === 503) {
    const { pending } = (await response.json()) as { pending: string[] };
    throw new Error(
      `The local jobs queue did not settle within ${settleWithinMs / 1000} s: ${pending.join('; ')}`,
    );
  }
  return (await response.json()) as { deadLetters: number };
}

/**
 * Lets the local jobs queue deliver now the jobs of `kind` held back by a delay (minutes, as a late
 * sweep is), as if that time had passed, then waits for the queue as `jobsSettled` does; returns how
 * many there were. Only the queue's clock moves: the functions keep the real time.
 */
export async function heldJobsRun(
  kind: string,
  origin = process.env.JOBS_QUEUE_URL,
): Promise<{ shown: number; deadLetters: number }> {
  if (!origin) throw new Error('No local server: pass its origin or set the functions environment');
  const url = new URL('/_dev/jobs/show-held', origin);
  url.searchParams.set('kind', kind);
  const { shown } = (await (await fetch(url, { method: 'POST' })).json()) as { shown: number };
  return { shown, ...(await jobsSettled(origin)) };
}
