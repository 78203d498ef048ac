import type { Announcement } from '#contract/announcements';
import { composeMail, managementLink } from './layout.ts';

/**
 * An announcement from the hostel office, as its mail, its button opening it at `path` in the app (its
 * screen in the recipient's area), or the app's start where the recipient's area is not known.
 */
export const announcementMail = (
  to: { email: string; fullName: string },
  announcement: Announcement,
  path = '/',
) =>
  composeMail({
    to: to.email,
    subject: announcement.title,
    greeting: `Hello ${to.fullName},`,
    lines: announcement.text.split(/\n+/).filter(Boolean),
    action: { label: 'Open the hostel app', url: managementLink(path) },
    after: ['This announcement is also under the bell in the hostel app.'],
  });
