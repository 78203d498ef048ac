import type { Booking as ContractBooking } from '#contract/bookings';
import type { BookingDates, BookingStay, CheckInInput, CheckOutInput } from '#contract/desk';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import type { Booking } from '../../../types/api.ts';

const path = (booking: Pick<Booking, 'id'>) => resourcePath('bookings', booking.id);
type StayWrite = { stay: BookingStay; message: string };

export const setBookingDates = (booking: Booking, dates: BookingDates['dates']) =>
  api.put<StayWrite>(`${path(booking)}/dates`, { dates });
export const checkIn = (booking: Booking, body: CheckInInput) =>
  api.post<StayWrite>(`${path(booking)}/check-in`, body);
export const checkOut = (booking: Booking, body: CheckOutInput) =>
  api.post<{ booking: ContractBooking; message: string }>(`${path(booking)}/check-out`, body);

/** POST /desk/photo-uploads: a form for one photo of a room's item, for the check-in or check-out to name. */
export const requestConditionPhotoForm = async (contentType: PhotoContentType) =>
  (await api.post<{ upload: UploadForm }>('/desk/photo-uploads', { contentType })).upload;
