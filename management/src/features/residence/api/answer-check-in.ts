import type { CheckInAnswerInput } from '#contract/desk';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';

/** POST /bookings/p/{publicId}/check-in/answer: the student's answer to their check-in report. */
export const answerCheckIn = (bookingPublicId: string, answer: CheckInAnswerInput) =>
  api.post<{ message: string }>(`${resourcePath('bookings', bookingPublicId)}/check-in/answer`, answer);
