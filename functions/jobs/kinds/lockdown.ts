import { closeLockedOutSockets, fanOutLockdown, pushLockdown } from '../../domain/lockdown/fan-out.ts';
import { defineJob } from '../job.ts';

/** The lockdown switch's fan-out to open sockets, in three kinds of job (functions/domain/lockdown/fan-out.ts). */
export const lockdownFanOutJob = defineJob('lockdown-fan-out', fanOutLockdown);
export const lockdownPushJob = defineJob('lockdown-push', pushLockdown);
export const lockdownCloseJob = defineJob('lockdown-close', closeLockedOutSockets);
