import type { jobPayloads, JobKind } from '#contract/jobs';
import type { JobDefinition } from './job.ts';
import { lockdownCloseJob, lockdownFanOutJob, lockdownPushJob } from './kinds/lockdown.ts';
import { rollOverJob } from './kinds/roll-over.ts';
import { clearBookingsJob } from './kinds/clear-bookings.ts';
import { emailChangeLinksJob, emailChangedNoticeJob } from './kinds/email-change-links.ts';
import { passwordResetLinkJob } from './kinds/password-reset-link.ts';
import { registrationJob } from './kinds/registration.ts';
import { expireOffersJob } from './kinds/expire-offers.ts';
import { countOverdueRepairsJob } from './kinds/count-overdue-repairs.ts';
import { offerBedsJob } from './kinds/offer-beds.ts';
import { sendMailJob } from './kinds/send-mail.ts';
import { deliverNoticeJob } from './kinds/deliver-notice.ts';
import { announcementDeliverJob, announcementFanOutJob } from './kinds/announcements.ts';
import { verificationLinkJob } from './kinds/verification-link.ts';

/** Every kind of background work the jobs worker runs, by the name a message carries. */
export const jobKinds = {
  'send-mail': sendMailJob,
  'deliver-notice': deliverNoticeJob,
  'lockdown-fan-out': lockdownFanOutJob,
  'lockdown-push': lockdownPushJob,
  'lockdown-close': lockdownCloseJob,
  'roll-over': rollOverJob,
  'clear-bookings': clearBookingsJob,
  'password-reset-link': passwordResetLinkJob,
  registration: registrationJob,
  'verification-link': verificationLinkJob,
  'email-change-links': emailChangeLinksJob,
  'email-changed-notice': emailChangedNoticeJob,
  'offer-beds': offerBedsJob,
  'expire-offers': expireOffersJob,
  'count-overdue-repairs': countOverdueRepairsJob,
  'announcement-fan-out': announcementFanOutJob,
  'announcement-deliver': announcementDeliverJob,
} satisfies { [K in JobKind]: JobDefinition<(typeof jobPayloads)[K]> };
