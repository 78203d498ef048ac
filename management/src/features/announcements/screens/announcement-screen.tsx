import { useParams } from 'react-router-dom';
import type { AnnouncementToRead } from '#contract/announcements';
import * as messages from '#contract/messages';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState, RecordFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRecordTitle } from '../../../lib/record-title.ts';
import { useAnnouncement } from '../api/get-announcement.ts';

/** Who wrote it and when it published: staff may open one still scheduled, which says when it will. */
const byline = ({ createdBy, publishAt }: AnnouncementToRead) =>
  `From ${createdBy.name ?? 'the hostel office'} · ${
    Date.parse(publishAt) > Date.now() ? 'Publishes' : 'Published'
  } ${formatDateTime(publishAt)}`;

/**
 * One announcement, whole (decision 0115): where its notice and its mail lead, for students and staff
 * alike, each from their own area and back to it.
 */
function AnnouncementScreen({ back }: { back: { to: string; label: string } }) {
  const { id = '' } = useParams();
  const found = useAnnouncement(id);
  useRecordTitle(found.data?.announcement.title);
  const backLink = <BackLink to={back.to}>{back.label}</BackLink>;
  if (found.status === 'pending') return <LoadingState label="Loading the announcement" />;
  if (found.status === 'error')
    return (
      <div className="max-w-3xl space-y-4">
        {backLink}
        <RecordFailed
          error={found.error}
          failed={messages.announcements.loadOneFailed}
          missing={{
            title: 'Announcement Not Found',
            body: 'No announcement for you has this identifier.',
          }}
          onRetry={() => void found.refetch()}
        />
      </div>
    );
  const { announcement } = found.data;
  return (
    <article className="max-w-3xl space-y-4">
      {backLink}
      <PageHeader title={announcement.title} description={byline(announcement)} />
      <Card className="p-5 sm:p-6">
        <p className="break-words whitespace-pre-line">{announcement.text}</p>
      </Card>
    </article>
  );
}

export const StudentAnnouncementScreen = () => (
  <AnnouncementScreen back={{ to: paths.student.dashboard, label: 'Back to dashboard' }} />
);
export const StaffAnnouncementScreen = () => (
  <AnnouncementScreen back={{ to: paths.admin.announcements, label: 'Back to announcements' }} />
);
