import { handChunkToSes } from '../../domain/notifications/mail-line.ts';
import { defineJob } from '../job.ts';

/** Hands one chunk of the mail line to SES, each mail at its booked moment. */
export const pacedMailJob = defineJob('paced-mail', handChunkToSes);
