import { closeConnections } from '../../domain/realtime/broadcast.ts';
import { defineJob } from '../job.ts';

/** Closes the sockets opened with sessions that have ended (functions/domain/auth/session-end.ts). */
export const closeSocketsJob = defineJob('close-sockets', ({ connections }) => closeConnections(connections));
