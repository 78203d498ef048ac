import type { Audience } from '#contract/announcements';
import { activeBookings } from '../../data/bookings.ts';
import { studentsOwing } from '../../data/ledger.ts';
import { listRooms } from '../../data/rooms.ts';
import { getSettings } from '../../data/settings.ts';
import { listUsersOfRole } from '../../data/users.ts';
import { queueOf } from '../../data/waitlist.ts';

/** Who an announcement goes to: enough to file and mail it. */
export interface AnnouncementRecipient {
  userId: string;
  email: string;
  fullName: string;
  /**
   * A student, whose notice leads to the announcement in the student's area, where staff's leads to it
   * in theirs; absent from a delivery queued before it was kept, whose notice then leads nowhere.
   */
  student?: boolean;
}

/**
 * The active accounts of a role. A student's address must be verified: anyone may register any address,
 * and until its link comes back the account is not its mailbox owner's, nor can it sign in (docs/spec.md
 * §12), so no announcement mails it. Staff's addresses are the ones a super admin gave.
 */
const activeOfRole = async (role: 'student' | 'admin' | 'super_admin'): Promise<AnnouncementRecipient[]> =>
  (await listUsersOfRole(role))
    .filter((user) => user.isActive && (user.role !== 'student' || user.emailVerified))
    .map((user) => ({
      userId: user.id,
      email: user.email,
      fullName: user.fullName,
      student: user.role === 'student',
    }));

const staff = async () => [...(await activeOfRole('admin')), ...(await activeOfRole('super_admin'))];

/**
 * The students among `chosen` whom everyone's rule lets hear an announcement: active, their address
 * verified. A student deactivated keeps their bed, their balance and their records, so a block or a
 * balance names them still; they hear nothing while deactivated, and, activated again, what is
 * published from then on (decision 0104).
 */
async function activeStudentsAmong(chosen: Promise<string[]>): Promise<AnnouncementRecipient[]> {
  const [ids, students] = await Promise.all([chosen, activeOfRole('student')]);
  const among = new Set(ids);
  return students.filter((student) => among.has(student.userId));
}

/** The students who hold a bed now in a room that `matches`. */
async function residentsWhere(
  matches: (room: { block: string; floor: number; roomType: string }) => boolean,
): Promise<string[]> {
  const [bookings, rooms] = await Promise.all([activeBookings(), listRooms()]);
  const chosen = new Set(rooms.filter(matches).map((room) => room.id));
  return bookings.filter((booking) => chosen.has(booking.roomId)).map((booking) => booking.studentId);
}

/** The students in the current period's queue, waiting or offered a bed. */
async function waitingStudents(): Promise<string[]> {
  const settings = await getSettings();
  const queue = await queueOf({
    academicYear: settings.currentAcademicYear,
    semester: settings.currentSemester,
  });
  return queue.map((entry) => entry.studentId);
}

/**
 * The recipients of an audience, each once. Every audience is read whole: the hostel's students (5,000
 * at most), its active bookings, its queue or its balances, each a bounded read (data/keys.ts).
 */
export async function recipientsOf(audience: Audience): Promise<AnnouncementRecipient[]> {
  const recipients = await (async () => {
    switch (audience.kind) {
      case 'everyone':
        return [...(await activeOfRole('student')), ...(await staff())];
      case 'staff':
        return staff();
      case 'block':
        return activeStudentsAmong(
          residentsWhere((room) => room.block.toLowerCase() === audience.block.toLowerCase()),
        );
      case 'floor':
        return activeStudentsAmong(residentsWhere((room) => room.floor === audience.floor));
      case 'roomType':
        return activeStudentsAmong(
          residentsWhere((room) => room.roomType.toLowerCase() === audience.roomType.toLowerCase()),
        );
      case 'waiting':
        return activeStudentsAmong(waitingStudents());
      case 'balanceDue':
        return activeStudentsAmong(studentsOwing());
    }
  })();
  return [...new Map(recipients.map((recipient) => [recipient.userId, recipient])).values()];
}
