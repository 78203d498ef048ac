/** A test waits at most 60 s; a queue still busy after this is stuck, not slow. */
const settleLimitMs = 45_000;

/**
 * Waits until the local jobs queue has run everything handed to it so far, retries included, and
 * returns how many messages ended in its dead-letter list. `origin` is the local server's (an e2e test's
 * baseUrl); by default the one the functions' environment points at (integration tests).
 */
export async function jobsSettled(origin = process.env.JOBS_QUEUE_URL): Promise<{ deadLetters: number }> {
  if (!origin) throw new Error('No local server: pass its origin or set the functions environment');
  // Bounded below a test's own limit, so a queue that never settles fails by name, not as a timeout.
  const response = await fetch(new URL('/_dev/jobs/settled', origin), {
    signal: AbortSignal.timeout(settleLimitMs),
  }).catch((error: unknown) => {
    throw new Error(`The local jobs queue did not settle within ${settleLimitMs / 1000} s`, { cause: error });
  });
  return (await response.json()) as { deadLetters: number };
}
