import type { BookingWriteResponse, CreateBooking } from '#contract/bookings';
import { api } from '../../../lib/api.ts';

export function createBooking(roomId: string) {
  return api.post<BookingWriteResponse>('/bookings', { roomId, termsAgreed: true } satisfies CreateBooking);
}
