import type { BookingWriteResponse, CreateBooking } from '#contract/bookings';
import type { WaitingForRoom } from '#contract/waitlist';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import type { Room, Student } from '../../../types/api.ts';
import { bookingKeys } from './keys.ts';

/**
 * POST /bookings on a student's behalf: the same call and transaction as a student's own booking, with
 * the student named, so it cannot overbook and it is recorded as created by staff.
 */
export const bookForStudent = (student: Pick<Student, 'id'>, room: Pick<Room, 'id'>) =>
  api.post<BookingWriteResponse>('/bookings', {
    roomId: room.id,
    studentId: student.id,
    termsAgreed: true,
  } satisfies CreateBooking);

/** Whether a room can take this student: open, a free bed, and mixed or of the student's gender. */
export const roomSuits = (room: Room, student: Pick<Student, 'gender'>) =>
  room.isAvailable &&
  room.freeBeds > 0 &&
  (room.genderDesignation === 'mixed' || room.genderDesignation === student.gender);

/**
 * Who waits for a bed of this room, in queue order (GET /waitlist/waiting): a walk-in booking by staff
 * is never held back by the queue, so the confirmation says whom it passes over.
 */
export const getWaitingForRoom = (roomId: string) =>
  api.get<WaitingForRoom>(`/waitlist/waiting?roomId=${encodeURIComponent(roomId)}`);

/** Rooms a walk-in can go to, asked afresh: a bed taken a moment ago must not be offered. */
export const useRoomsForBooking = () =>
  useQuery({
    queryKey: bookingKeys.roomsForBooking,
    queryFn: () => api.get<{ rooms: Room[] }>('/rooms/available'),
    staleTime: 0,
  });

/** A booking made by staff for a student: occupancy changes everywhere it shows. */
export const useBookForStudent = () =>
  useMutation({
    mutationFn: ([student, room]: [Pick<Student, 'id'>, Pick<Room, 'id'>]) => bookForStudent(student, room),
    meta: { invalidates: occupancyKeys },
  });

export const useWaitingForRoom = (roomId: string) =>
  useQuery({ queryKey: bookingKeys.waitingForRoom(roomId), queryFn: () => getWaitingForRoom(roomId) });
