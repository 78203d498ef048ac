import { deleteSession, deleteSessionsOf, type Session } from '../../data/sessions.ts';
import { enqueue } from '../../platform/job-queue.ts';
import { logger } from '../../platform/observability.ts';

/**
 * Closes the sockets a user's tabs opened with sessions that have just ended: a thief's socket opened
 * with a stolen session, or a deactivated admin's, must hear nothing more (docs/spec.md §7). Their
 * connections were removed with the sessions, so nothing is pushed to them from now on; the sockets are
 * closed by a `close-sockets` job, since the jobs worker holds the push permission (as in decision
 * 0066). Best effort: a socket the job cannot close hears nothing and is closed on its next message.
 */
async function closeSockets(connections: string[]): Promise<void> {
  if (connections.length === 0) return;
  try {
    await enqueue([{ kind: 'close-sockets', payload: { connections } }]);
  } catch (error) {
    logger.error('socket closes not queued', {
      connections: connections.length,
      error: (error as Error).message,
    });
  }
}

/** Ends one tab's session, which signs it out at once, and the sockets it opened. */
export async function endSession(session: Pick<Session, 'id' | 'userId'>): Promise<void> {
  await closeSockets(await deleteSession(session));
}

/** Ends the sessions of a user that `which` picks (every one by default), and the sockets they opened. */
export async function endSessionsOf(
  userId: string,
  which: (session: Session) => boolean = () => true,
): Promise<void> {
  await closeSockets(await deleteSessionsOf(userId, which));
}
