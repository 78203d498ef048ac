import { api } from '../../../lib/api.ts';
import type { Booking } from '../../../types/api.ts';

export function createBooking(roomId: string): Promise<{ booking: Booking; message: string }> {
  return api.post('/bookings', { roomId, termsAgreed: true });
}
