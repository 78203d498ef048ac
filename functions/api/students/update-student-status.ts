import * as messages from '#contract/messages';
import { studentStatusSchema, type StudentWriteResponse } from '#contract/students';
import { staff } from '../../routes.ts';
import { toStudent } from '../../data/students.ts';
import { changeStudentStatus } from '../../domain/students/change-status.ts';
import { onStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';

/**
 * PUT /students/{id}/status (staff): sets `isActive` when given, otherwise toggles it (docs/spec.md §7).
 * A deactivated student is signed out at once, cannot book and leaves the waitlist; deactivating one
 * who holds a bed needs `endBooking` (domain/students/change-status.ts).
 */
export const updateStudentStatus = onStudent({
  route: 'PUT /students/{id}/status',
  access: staff,
  body: studentStatusSchema,
  handle: async ({ record: user, body, session }): Promise<StudentWriteResponse> => {
    const isActive = body?.isActive ?? !user.isActive;
    const updated = await studentWrite(() => changeStudentStatus(session, user, isActive, body?.endBooking));
    return { student: toStudent(updated), message: messages.students.statusUpdated(isActive) };
  },
});
