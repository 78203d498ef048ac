import { Pin } from 'lucide-react';
import { dashboardParts } from '#contract/app-paths';
import { Card } from '../../../components/ui/card.tsx';
import { RecordLink } from '../../../components/ui/record-link.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/dates.ts';
import { usePinnedAnnouncements } from '../api/announcements.ts';
import { IconSection } from '../../../components/ui/icon-section.tsx';

/**
 * The dashboard's pinned announcements (issue #28): shown only when there are some, each title leading
 * to its screen, where a long one reads whole (decision 0117).
 */
export function PinnedAnnouncements() {
  const pinned = usePinnedAnnouncements();
  const announcements = pinned.data?.announcements ?? [];
  if (announcements.length === 0) return null;
  return (
    <IconSection id={dashboardParts.announcements} title="Announcements" icon={Pin}>
      {announcements.map((announcement) => (
        <Card key={announcement.id} className="space-y-1 p-5">
          <h3 className="font-semibold">
            <RecordLink to={paths.student.announcement(announcement.id)}>{announcement.title}</RecordLink>
          </h3>
          <p className="text-xs text-slate-600 dark:text-slate-400">{formatDate(announcement.at)}</p>
          <p className="text-sm whitespace-pre-line text-slate-700 dark:text-slate-200">
            {announcement.text}
          </p>
        </Card>
      ))}
    </IconSection>
  );
}
