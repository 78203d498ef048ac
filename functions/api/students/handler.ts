import { domainHandler } from '../http/pipeline.ts';
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
};

export const handler = domainHandler('students', operations);
