/**
 * Waits until the local jobs queue has run everything handed to it so far, retries included, and
 * returns how many messages ended in its dead-letter list. `origin` is the local server's (an e2e test's
 * baseUrl); by default the one the functions' environment points at (integration tests).
 */
export async function jobsSettled(origin = process.env.JOBS_QUEUE_URL): Promise<{ deadLetters: number }> {
  if (!origin) throw new Error('No local server: pass its origin or set the functions environment');
  const response = await fetch(new URL('/_dev/jobs/settled', origin));
  return (await response.json()) as { deadLetters: number };
}
