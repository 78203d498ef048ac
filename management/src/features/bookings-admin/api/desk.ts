import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Booking as ContractBooking } from '#contract/bookings';
import type {
  BookingDates,
  BookingStay,
  BookingStayResponse,
  CheckInInput,
  CheckOutInput,
} from '#contract/desk';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import { api } from '../../../lib/api.ts';
import { resourcePath } from '../../../lib/identifiers.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';

/** Under the bookings' keys, so a check-out (which ends the booking) refreshes the lists with it. */
export const deskKeys = {
  stay: (bookingId: string) => [...resourceKeys.bookings, 'stay', bookingId] as const,
};

const path = (booking: Pick<Booking, 'id'>) => resourcePath('bookings', booking.id);
type StayWrite = { stay: BookingStay; message: string };

export const stayQuery = (booking: Pick<Booking, 'id'>) =>
  queryOptions({
    queryKey: deskKeys.stay(booking.id),
    queryFn: () => api.get<BookingStayResponse>(`${path(booking)}/stay`),
  });

export const useBookingStay = (booking: Pick<Booking, 'id'>) => useQuery(stayQuery(booking));

export const setBookingDates = (booking: Booking, dates: BookingDates['dates']) =>
  api.put<StayWrite>(`${path(booking)}/dates`, { dates });
export const checkIn = (booking: Booking, body: CheckInInput) =>
  api.post<StayWrite>(`${path(booking)}/check-in`, body);
export const checkOut = (booking: Booking, body: CheckOutInput) =>
  api.post<{ booking: ContractBooking; message: string }>(`${path(booking)}/check-out`, body);

/** POST /desk/photo-uploads: a form for one photo of a room's item, for the check-in or check-out to name. */
export const requestConditionPhotoForm = async (contentType: PhotoContentType) =>
  (await api.post<{ upload: UploadForm }>('/desk/photo-uploads', { contentType })).upload;
