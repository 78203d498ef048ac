/**
 * What counts as a user's activity on a session: shared by the API, which ends idle staff sessions, and
 * the SPA, which tells its user's requests from its own. No schema here, so the SPA's first chunk stays
 * without zod.
 */
/** Staff sessions end after this long without a request of their user (docs/spec.md §12); students' do not. */
export const staffIdleSeconds = 30 * 60;

/**
 * Marks a request the tab sends on its own, its user not having touched it lately: a refetch after a
 * push, a socket's new ticket, the idle check. The API answers it as any other but does not count it as
 * the user's activity, so a staff tab left open still ends after staffIdleSeconds (decision 0072).
 */
export const backgroundRequestHeader = 'X-Background';
