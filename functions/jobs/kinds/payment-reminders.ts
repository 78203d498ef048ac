import { sendPaymentReminders, startPaymentReminders } from '../../domain/money/payment-reminders.ts';
import { defineJob } from '../job.ts';

/**
 * The scheduled payment reminders: an EventBridge rule (functions/jobs/schedules.ts), and the local
 * stack on the same clock, put `{"kind":"payment-reminders","payload":{}}` on the queue; the run queues
 * one `payment-reminders-send` batch per 100 students who owe.
 */
export const paymentRemindersJob = defineJob('payment-reminders', () => startPaymentReminders());

/** Reminds one batch of students, at most once per interval each. */
export const paymentRemindersSendJob = defineJob('payment-reminders-send', async (payload) => {
  await sendPaymentReminders(payload);
});
