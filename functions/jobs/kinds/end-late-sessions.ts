import { endLateSessions } from '../../domain/auth/sessions.ts';
import { defineJob } from '../job.ts';

/** The second sweep of a closed account's sessions (functions/domain/auth/sessions.ts). */
export const endLateSessionsJob = defineJob('end-late-sessions', ({ userId }) => endLateSessions(userId));
