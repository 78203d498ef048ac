import { roomForStudent } from '#contract/rooms';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { housesGender, listBookableRooms, toRoom } from '../../data/rooms.ts';
import { getUserById } from '../../data/users.ts';
import { getEntry, roomHeldForWaitlist, waitingCounters } from '../../data/waitlist.ts';

/**
 * GET /rooms/available: rooms with a free bed that are open for booking. A student sees only rooms of
 * their gender or mixed ones, the rooms they could book (not those kept for the waitlist); staff see all.
 */
export const listAvailableRooms = defineOperation({
  route: 'GET /rooms/available',
  access: signedIn,
  handle: async ({ session, settings: readSettings }) => {
    if (session.role !== 'student') return { rooms: (await listBookableRooms()).map(toRoom) };
    const settings = await readSettings();
    const period = { academicYear: settings.currentAcademicYear, semester: settings.currentSemester };
    // All four reads at once: the rooms are matched to the student's gender here rather than in the
    // query, so they need not wait for the student's record.
    const [user, counters, own, bookable] = await Promise.all([
      getUserById(session.userId),
      waitingCounters(period),
      getEntry(period, session.userId),
      listBookableRooms(),
    ]);
    // A room whose free beds are kept for students on the waitlist (data/waitlist.ts) is not bookable
    // for this student, so it is not listed: the waitlist is offered instead.
    const rooms = bookable.filter(
      (room) => housesGender(room, user?.gender) && !roomHeldForWaitlist(room, counters, own),
    );
    return { rooms: rooms.map((room) => roomForStudent(toRoom(room))) };
  },
});
