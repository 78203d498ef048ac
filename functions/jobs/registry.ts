import type { jobPayloads, JobKind } from '#contract/jobs';
import type { JobDefinition } from './job.ts';
import { lockdownCloseJob, lockdownFanOutJob, lockdownPushJob } from './kinds/lockdown.ts';
import { rollOverJob } from './kinds/roll-over.ts';
import { clearBookingsJob } from './kinds/clear-bookings.ts';
import { emailChangeLinksJob, emailChangedNoticeJob } from './kinds/email-change-links.ts';
import { passwordResetLinkJob } from './kinds/password-reset-link.ts';
import { registrationJob } from './kinds/registration.ts';
import { expireOffersJob } from './kinds/expire-offers.ts';
import { flushOutboxJob } from './kinds/flush-outbox.ts';
import { countOverdueRepairsJob } from './kinds/count-overdue-repairs.ts';
import { repairSummaryJob } from './kinds/repair-summary.ts';
import { offerBedsJob } from './kinds/offer-beds.ts';
import { sendMailJob } from './kinds/send-mail.ts';
import { pacedMailJob } from './kinds/paced-mail.ts';
import { deliverNoticeJob } from './kinds/deliver-notice.ts';
import { announcementDeliverJob, announcementFanOutJob } from './kinds/announcements.ts';
import { paymentRemindersJob, paymentRemindersSendJob } from './kinds/payment-reminders.ts';
import { verificationLinkJob } from './kinds/verification-link.ts';
import { releaseUnpaidBookingsJob } from './kinds/release-unpaid-bookings.ts';
import { reconcileOnlinePaymentsJob } from './kinds/reconcile-online-payments.ts';
import { urgentRepairFanOutJob } from './kinds/urgent-repair.ts';
import { staffChangedJob } from './kinds/staff-changed.ts';
import { closeSocketsJob } from './kinds/close-sockets.ts';
import { endLateSessionsJob } from './kinds/end-late-sessions.ts';
import { eraseAccountJob } from './kinds/erase-account.ts';

/** Every kind of background work the jobs worker runs, by the name a message carries. */
export const jobKinds = {
  'send-mail': sendMailJob,
  'paced-mail': pacedMailJob,
  'deliver-notice': deliverNoticeJob,
  'lockdown-fan-out': lockdownFanOutJob,
  'lockdown-push': lockdownPushJob,
  'lockdown-close': lockdownCloseJob,
  'staff-changed': staffChangedJob,
  'close-sockets': closeSocketsJob,
  'end-late-sessions': endLateSessionsJob,
  'erase-account': eraseAccountJob,
  'roll-over': rollOverJob,
  'clear-bookings': clearBookingsJob,
  'password-reset-link': passwordResetLinkJob,
  registration: registrationJob,
  'verification-link': verificationLinkJob,
  'email-change-links': emailChangeLinksJob,
  'email-changed-notice': emailChangedNoticeJob,
  'offer-beds': offerBedsJob,
  'expire-offers': expireOffersJob,
  'flush-outbox': flushOutboxJob,
  'count-overdue-repairs': countOverdueRepairsJob,
  'repair-summary': repairSummaryJob,
  'announcement-fan-out': announcementFanOutJob,
  'announcement-deliver': announcementDeliverJob,
  'urgent-repair-fan-out': urgentRepairFanOutJob,
  'payment-reminders': paymentRemindersJob,
  'payment-reminders-send': paymentRemindersSendJob,
  'release-unpaid-bookings': releaseUnpaidBookingsJob,
  'reconcile-online-payments': reconcileOnlinePaymentsJob,
} satisfies { [K in JobKind]: JobDefinition<(typeof jobPayloads)[K]> };
