import type { Announcement } from '../../functions/contract/announcements.ts';
import { putAnnouncement } from '../../functions/data/announcements.ts';
import { newTimeOrderedId } from '../../functions/data/ids.ts';
import { call } from './hostel.ts';
import { jobsSettled } from './jobs.ts';
import type { SignedIn } from './sessions.ts';

/**
 * An announcement to everyone put straight in the table, published `at` (now unless given) and as its
 * fan-out leaves it, for tests that hand its delivery a batch of their own (deliverAnnouncement).
 */
export async function storedAnnouncement(
  given: Pick<Announcement, 'title' | 'text' | 'status' | 'recipients'>,
  at = new Date(),
): Promise<Announcement> {
  const announcement: Announcement = {
    id: newTimeOrderedId(at),
    audience: { kind: 'everyone' },
    pinned: false,
    publishAt: at.toISOString(),
    expiresAt: null,
    createdAt: at.toISOString(),
    createdBy: { id: 'admin', name: 'Admin' },
    ...given,
  };
  await putAnnouncement(announcement);
  return announcement;
}

/** These students as a delivery batch names its recipients. */
export const recipientsOf = (students: readonly SignedIn[]) =>
  students.map(({ user }) => ({ userId: user.id, email: user.email, fullName: user.fullName }));

/** The titles of the announcements in a user's notification list. */
export async function announcementsOf(tab: SignedIn): Promise<string[]> {
  await jobsSettled();
  const { body } = await call(tab, 'GET', '/notifications?limit=100');
  return (body.notifications as { category: string; title: string }[])
    .filter((entry) => entry.category === 'announcements')
    .map((entry) => entry.title);
}
