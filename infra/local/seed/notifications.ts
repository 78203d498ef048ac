import { putAnnouncement } from '../../../functions/data/announcements.ts';
import { currentBookingOf } from '../../../functions/data/bookings.ts';
import { newTimeOrderedId } from '../../../functions/data/ids.ts';
import { markNoticeRead, putNoticeEntry, type NoticeEntry } from '../../../functions/data/notifications.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

/**
 * A few entries in each demo student's notification centre, so the bell has a count and a history on a
 * first look: the booking the demo data made for them (unread) if any, an older, read one, and a pinned
 * announcement from the office to everyone, filed for each as its fan-out would have filed it.
 */
export async function seedNotifications(studentEmails: string[]): Promise<void> {
  const admin = await getUserByEmail('admin@northgate.example');
  const students = (await Promise.all(studentEmails.map((email) => getUserByEmail(email)))).filter(
    (student) => student !== null,
  );
  const at = hoursAgo(5);
  const announcement = {
    id: newTimeOrderedId(at),
    title: 'Water off in every block on Tuesday, 9:00 to 12:00',
    text: 'The water board is replacing the main valve. Fill a bottle on Monday evening.',
    audience: { kind: 'everyone' as const },
    pinned: true,
    publishAt: at.toISOString(),
    expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    createdAt: at.toISOString(),
    createdBy: { id: admin?.id ?? 'system', name: admin?.fullName ?? null },
    status: 'sent' as const,
    recipients: students.length,
  };
  await putAnnouncement(announcement);
  for (const student of students) {
    const entry = (
      when: Date,
      fields: Pick<NoticeEntry, 'category' | 'title'> & Pick<Partial<NoticeEntry>, 'link' | 'announcement'>,
    ) => ({ id: newTimeOrderedId(when), at: when.toISOString(), userId: student.id, ...fields });
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
    await putNoticeEntry(
      entry(at, {
        category: 'announcements',
        title: announcement.title,
        announcement: {
          id: announcement.id,
          text: announcement.text,
          pinned: true,
          expiresAt: announcement.expiresAt,
        },
      }),
    );
  }
}
