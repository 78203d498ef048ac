import { endLateSessions } from '../../domain/auth/sessions.ts';
import { defineJob } from '../job.ts';

/**
 * The second sweep of signOutEverywhere (functions/domain/auth/sessions.ts): after a closed account or
 * a new password.
 */
export const endLateSessionsJob = defineJob('end-late-sessions', ({ userId }) => endLateSessions(userId));
