import type { Announcement } from '#contract/announcements';
import { composeMail, managementLink } from './layout.ts';

/** An announcement from the hostel office, as its mail. */
export const announcementMail = (to: { email: string; fullName: string }, announcement: Announcement) =>
  composeMail({
    to: to.email,
    subject: announcement.title,
    greeting: `Hello ${to.fullName},`,
    lines: announcement.text.split(/\n+/).filter(Boolean),
    action: { label: 'Open the hostel app', url: managementLink('/') },
    after: ['This announcement is also under the bell in the hostel app.'],
  });
