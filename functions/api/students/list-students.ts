import { paginationOf } from '#contract/pagination';
import { sortedBy, sortOrderOf } from '#contract/sorting';
import {
  studentListQuerySchema,
  studentSortValues,
  type Student,
  type StudentListResponse,
} from '#contract/students';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { currentRoomsOf } from '../../data/bookings.ts';
import { allStudents, listStudents } from '../../data/students.ts';
import { balancesOf } from '../../data/ledger.ts';

/** Each student with the room they hold a bed in now. */
async function withRooms(students: Student[]): Promise<Student[]> {
  const rooms = await currentRoomsOf(students.map((student) => student.id));
  return students.map((student) => {
    const current = rooms.get(student.id);
    return {
      ...student,
      room: current
        ? {
            id: current.room.id,
            publicId: current.room.publicId,
            roomNumber: current.room.roomNumber,
            bookingPublicId: current.bookingPublicId,
          }
        : null,
    };
  });
}

/** A page of students with their balances: one batch read of their balance items (issue #26). */
async function withBalances(students: Student[]): Promise<Student[]> {
  const balances = await balancesOf(students.map((student) => student.id));
  return students.map((student) => {
    const balance = balances.get(student.id);
    return { ...student, balance: balance ? { amount: balance.balance, currency: balance.currency } : null };
  });
}

/**
 * GET /students (staff): by name, or by the `sort` column, searchable by name, email, phone and
 * programme, or by a room's number for those who live there, paged; each with the room they hold a bed in now. Another order reads every matching
 * student (bounded by the hostel's size) and sorts before it pages, so page 2 continues page 1.
 */
export const listStudentsOperation = defineOperation({
  route: 'GET /students',
  access: staff,
  query: studentListQuerySchema,
  handle: async ({ query }): Promise<StudentListResponse> => {
    const { page, limit, sort, ...filters } = query;
    const order = sortOrderOf(sort);
    if (!order) {
      const { students, total } = await listStudents(filters, { page, limit });
      const [withRoom, priced] = await Promise.all([withRooms(students), withBalances(students)]);
      return {
        students: withRoom.map((student, i) => ({ ...student, balance: priced[i]!.balance })),
        pagination: paginationOf(query, total),
      };
    }
    const all = sortedBy(await withRooms(await allStudents(filters)), studentSortValues, order);
    const start = (page - 1) * limit;
    return {
      students: await withBalances(all.slice(start, start + limit)),
      pagination: paginationOf(query, all.length),
    };
  },
});
