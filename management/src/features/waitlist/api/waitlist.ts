import type { BookingWriteResponse } from '#contract/bookings';
import type { JoinWaitlist, MyWaitlist, WaitlistQueue } from '#contract/waitlist';
import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import type { Message } from '../../../types/api.ts';
import { waitlistKeys } from './keys.ts';

export const getMyWaitlist = () => api.get<MyWaitlist>('/waitlist/me');
export const useMyWaitlist = () => useQuery({ queryKey: waitlistKeys.mine, queryFn: getMyWaitlist });

export const joinWaitlist = (roomTypes: string[], block: string | null) =>
  api.post<MyWaitlist & Message>('/waitlist', { roomTypes, block } satisfies JoinWaitlist);
export const leaveWaitlist = () => api.delete<Message>('/waitlist');
export const acceptOffer = () => api.post<BookingWriteResponse>('/waitlist/offer/accept');
export const declineOffer = () => api.post<Message>('/waitlist/offer/decline');

/** A student's own waitlist writes: each may make a booking or free a bed, so occupancy is read again. */
const meta = { invalidates: occupancyKeys };
export const acceptOfferWrite = mutationOptions({ mutationFn: acceptOffer, meta });
export const useAcceptOffer = () => useMutation(acceptOfferWrite);
export const useDeclineOffer = () => useMutation({ mutationFn: declineOffer, meta });
export const useLeaveWaitlist = () => useMutation({ mutationFn: leaveWaitlist, meta });

export const getWaitlistQueue = (roomType: string) =>
  api.get<WaitlistQueue>(`/waitlist/queue${roomType ? `?roomType=${encodeURIComponent(roomType)}` : ''}`);
export const useWaitlistQueue = (roomType: string) =>
  useQuery({ queryKey: waitlistKeys.queue(roomType), queryFn: () => getWaitlistQueue(roomType) });

export const removeWaitlistEntry = (studentId: string, reason: string) =>
  api.post<Message>(`/waitlist/entries/${encodeURIComponent(studentId)}/remove`, { reason });
export const moveWaitlistEntry = (
  studentId: string,
  direction: 'up' | 'down',
  reason: string,
  roomType: string,
) =>
  api.post<Message>(`/waitlist/entries/${encodeURIComponent(studentId)}/move`, {
    direction,
    reason,
    ...(roomType ? { roomType } : {}),
  });
