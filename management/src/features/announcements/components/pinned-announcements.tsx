import { Pin } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { usePinnedAnnouncements } from '../api/announcements.ts';

/** The dashboard's pinned announcements (issue #28): shown only when there are some. */
export function PinnedAnnouncements() {
  const pinned = usePinnedAnnouncements();
  const announcements = pinned.data?.announcements ?? [];
  if (announcements.length === 0) return null;
  return (
    <section aria-labelledby="pinned-announcements" className="space-y-3">
      <h2 id="pinned-announcements" className="flex items-center gap-2 text-lg font-semibold">
        <Pin className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Announcements
      </h2>
      {announcements.map((announcement) => (
        <Card key={announcement.id} className="space-y-1 p-5">
          <h3 className="font-semibold">{announcement.title}</h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDate(announcement.at)}</p>
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">
            {announcement.text}
          </p>
        </Card>
      ))}
    </section>
  );
}
