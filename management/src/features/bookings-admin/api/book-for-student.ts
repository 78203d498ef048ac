import type { BookingWriteResponse } from '#contract/bookings';
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
