import type { Operation } from '../http/operation.ts';
import { checkOutStudent } from './check-out-student.ts';
import { createStudentOperation } from './create-student.ts';
import { deleteStudentOperation } from './delete-student.ts';
import { getStudentOperation } from './get-student.ts';
import { listStudentsOperation } from './list-students.ts';
import {
  getBookingSummary,
  getCurrentBooking,
  listArchivedBookings,
  listStudentBookings,
} from './student-bookings.ts';
import { updateStudentStatus } from './update-student-status.ts';
import { updateStudentOperation } from './update-student.ts';

/** Students: staff manage them; a student reads and edits only their own record and bookings. */
export const operations = {
  listStudents: listStudentsOperation,
  getStudent: getStudentOperation,
  createStudent: createStudentOperation,
  updateStudent: updateStudentOperation,
  updateStudentStatus,
  checkOutStudent,
  deleteStudent: deleteStudentOperation,
  listStudentBookings,
  getCurrentBooking,
  listArchivedBookings,
  getBookingSummary,
} satisfies Record<string, Operation>;
