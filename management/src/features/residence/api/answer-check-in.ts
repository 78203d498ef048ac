import type { CheckInAnswerInput } from '#contract/desk';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Message } from '../../../types/api.ts';

/** POST /bookings/p/{publicId}/check-in/answer: the student's answer to their check-in report. */
export const answerCheckIn = (bookingPublicId: string, answer: CheckInAnswerInput) =>
  api.post<Message>(`${resourcePath('bookings', bookingPublicId)}/check-in/answer`, answer);
