import { deliverAnnouncement, fanOutAnnouncement } from '../../domain/announcements/fan-out.ts';
import { defineJob } from '../job.ts';

/** Reads an announcement's audience at its time and queues its delivery batches. */
export const announcementFanOutJob = defineJob('announcement-fan-out', fanOutAnnouncement);

/** Files and mails one batch of an announcement's recipients through the notice path. */
export const announcementDeliverJob = defineJob('announcement-deliver', deliverAnnouncement);
