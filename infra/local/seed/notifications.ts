import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { markNoticeRead, putNoticeEntry, type NoticeEntry } from '../../../functions/data/notifications.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/**
 * A few entries in the demo student's notification centre, so the bell has a count and a history on a
 * first look: the booking the demo data made for them (unread) and an older, read one.
 */
export async function seedNotifications(): Promise<void> {
  const student = await getUserByEmail('student@northgate.example');
  if (!student) return;
  const entry = (at: Date, fields: Pick<NoticeEntry, 'category' | 'title'> & { link?: string }) => ({
    id: newTimeOrderedId(at),
    at: at.toISOString(),
    userId: student.id,
    ...fields,
  });
  const welcome = entry(hoursAgo(72), { category: 'account', title: 'Your email address is verified' });
  await putNoticeEntry(welcome);
  await markNoticeRead(student.id, welcome.id);
  const booking = await currentBookingOf(student.id);
  if (booking)
    await putNoticeEntry(
      entry(hoursAgo(2), {
        category: 'bookings',
        title: `Your room is booked: Room ${booking.room.roomNumber}`,
        link: `/student/bookings/p/${encodeURIComponent(booking.publicId)}`,
      }),
    );
}
