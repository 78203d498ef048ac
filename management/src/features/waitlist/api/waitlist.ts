import type { MyWaitlist, WaitlistQueue } from '#contract/waitlist';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/use-query.ts';
import type { Booking } from '../../../types/api.ts';

type Message = { message: string };

export const getMyWaitlist = () => api.get<MyWaitlist>('/waitlist/me');
export const useMyWaitlist = () => useQuery('waitlist:me', getMyWaitlist);

export const joinWaitlist = (roomTypes: string[], block: string | null) =>
  api.post<MyWaitlist & Message>('/waitlist', { roomTypes, block });
export const leaveWaitlist = () => api.delete<Message>('/waitlist');
export const acceptOffer = () => api.post<{ booking: Booking } & Message>('/waitlist/offer/accept');
export const declineOffer = () => api.post<Message>('/waitlist/offer/decline');

export const getWaitlistQueue = (roomType: string) =>
  api.get<WaitlistQueue>(`/waitlist/queue${roomType ? `?roomType=${encodeURIComponent(roomType)}` : ''}`);
export const useWaitlistQueue = (roomType: string, version: number) =>
  useQuery(`waitlist:queue:${roomType}:${version}`, () => getWaitlistQueue(roomType));

export const removeWaitlistEntry = (studentId: string, reason: string) =>
  api.post<Message>(`/waitlist/entries/${encodeURIComponent(studentId)}/remove`, { reason });
export const moveWaitlistEntry = (studentId: string, direction: 'up' | 'down', reason: string) =>
  api.post<Message>(`/waitlist/entries/${encodeURIComponent(studentId)}/move`, { direction, reason });
