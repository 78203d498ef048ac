import { deliverNotice } from '../../domain/notifications/notices.ts';
import { defineJob } from '../job.ts';

/** Puts one notice in its user's centre, tells their open tabs, and mails it if they asked for mail. */
export const deliverNoticeJob = defineJob('deliver-notice', deliverNotice);
