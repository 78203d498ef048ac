import type { BookingWriteResponse } from '#contract/bookings';
import type { WaitingForRoom } from '#contract/waitlist';
import { cacheBypassHeader } from '../../../config/constants.ts';
import { api } from '../../../lib/api.ts';
import type { Room, Student } from '../../../types/api.ts';

/**
 * POST /bookings on a student's behalf: the same call and transaction as a student's own booking, with
 * the student named, so it cannot overbook and it is recorded as created by staff.
 */
export const bookForStudent = (student: Pick<Student, 'id'>, room: Pick<Room, 'id'>) =>
  api.post<BookingWriteResponse>('/bookings', { roomId: room.id, studentId: student.id, termsAgreed: true });

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
  api.get<WaitingForRoom>(`/waitlist/waiting?roomId=${encodeURIComponent(roomId)}`, {
    headers: { [cacheBypassHeader]: '1' },
  });
