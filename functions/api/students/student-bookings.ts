import { archivedQuerySchema } from '#contract/bookings';
import { paginationOf } from '#contract/pagination';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import {
  archivedBookingsOfStudent,
  archivedCountOfStudent,
  bookingsOfStudent,
  currentBookingOf,
} from '../../data/bookings.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';

/** GET /students/{id}/bookings: the current booking first, then the archive, newest first. */
export const listStudentBookings = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/students/{id}/bookings'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    return { bookings: await bookingsOfStudent(user.id) };
  },
});

/** GET /students/{id}/bookings/current: the active booking, or null. */
export const getCurrentBooking = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/students/{id}/bookings/current'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    return { booking: await currentBookingOf(user.id) };
  },
});

/** GET /students/{id}/bookings/archived?page=&limit= (10 a page unless asked). */
export const listArchivedBookings = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/students/{id}/bookings/archived'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  query: archivedQuerySchema,
  handle: async ({ params, query, session }) => {
    const user = await findStudent(params, session);
    const { archives, total } = await archivedBookingsOfStudent(user.id, query);
    return { archives, pagination: paginationOf(query, total) };
  },
});

/** GET /students/{id}/bookings/summary: the current booking and how many are archived. */
export const getBookingSummary = defineOperation({
  method: 'GET',
  path: byIdAndPublicId('/students/{id}/bookings/summary'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  handle: async ({ params, session }) => {
    const user = await findStudent(params, session);
    const [current, count] = await Promise.all([currentBookingOf(user.id), archivedCountOfStudent(user.id)]);
    return { summary: { current, archived: { count } } };
  },
});
