import { settleRegistration } from '../../domain/auth/registration.ts';
import { defineJob } from '../job.ts';

/** A registration's account, link or note, after POST /auth/register has answered (functions/domain/auth/). */
export const registrationJob = defineJob('registration', settleRegistration);
