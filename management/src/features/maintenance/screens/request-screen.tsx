import { useParams } from 'react-router-dom';
import { readWhole, repairPlace, repairScoreLabels, repairTitle } from '#contract/maintenance';
import * as messages from '#contract/messages';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { DetailRow, DetailsCard } from '../../../components/ui/details-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PhotoGallery } from '../../../components/ui/photo-gallery.tsx';
import { LoadingState, RecordFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRecordTitle } from '../../../lib/record-title.ts';
import { useRequest } from '../api/maintenance.ts';
import { CommentForm } from '../components/comment-form.tsx';
import { RepairDueLabel, StatusBadge, UrgencyBadge } from '../components/labels.tsx';
import { RequestHistory } from '../components/request-history.tsx';
import { ReporterActions } from '../components/reporter-actions.tsx';
import { StaffActions } from '../components/staff-actions.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/** One request with its history: the student follows and answers it, staff work it. */
function RequestScreen({ staff }: { staff: boolean }) {
  const { id = '' } = useParams();
  const found = useRequest(id);
  useRecordTitle(found.data && repairTitle(found.data.request));
  const back = staff ? paths.admin.maintenance : paths.student.maintenance;
  const backLabel = staff ? 'Back to the queue' : 'All my requests';
  if (found.status === 'pending') return <LoadingState label="Loading the request" />;
  if (found.status === 'error')
    return (
      <RecordFailed
        error={found.error}
        failed={messages.maintenance.fetchFailed}
        missing={{
          title: 'Request Not Found',
          body: 'No maintenance request has this identifier: it may have been removed.',
          back: { to: back, label: backLabel },
        }}
        onRetry={() => void found.refetch()}
      />
    );
  const { request, history, photos, due } = found.data;
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink to={back}>{backLabel}</BackLink>
      <PageHeader title={repairTitle(request)} description={<StatusBadge status={request.status} />} />
      <DetailsCard title="The problem">
        <DetailRow
          label="Description"
          value={<span className="whitespace-pre-line">{request.description}</span>}
        />
        {photos.length > 0 && (
          <DetailRow label="Photos" value={<PhotoGallery photos={photos} label="Photos of the problem" />} />
        )}
        <DetailRow label="Where" value={repairPlace(request)} />
        <DetailRow label="Urgency" value={<UrgencyBadge urgency={request.urgency} />} />
        {readWhole(request) && (
          <DetailRow label="Priority" value={<UrgencyBadge urgency={request.priority} />} />
        )}
        {staff && (
          <DetailRow
            label="Reported by"
            value={
              <>
                <span className="block">{request.reporter.fullName}</span>
                <span className="block text-sm">
                  <EmailAddress address={request.reporter.email} />
                </span>
              </>
            }
          />
        )}
        <DetailRow label="Reported" value={formatDateTime(request.createdAt)} />
        {due && <DetailRow label="Due" value={<RepairDueLabel due={due} />} />}
        <DetailRow label="Assigned to" value={request.assignee?.fullName ?? 'Nobody yet'} />
        {request.rating && (
          <DetailRow
            label="Rating"
            value={
              <>
                <span className="block">
                  {request.rating.score} of 5 ({repairScoreLabels[request.rating.score]})
                </span>
                {request.rating.comment && (
                  <span className="block whitespace-pre-line">{request.rating.comment}</span>
                )}
              </>
            }
          />
        )}
      </DetailsCard>
      {readWhole(request) ? <StaffActions request={request} /> : <ReporterActions request={request} />}
      <RequestHistory history={history} />
      {request.status !== 'closed' && <CommentForm requestId={request.id} staff={staff} />}
    </div>
  );
}

export const StudentRequestScreen = () => <RequestScreen staff={false} />;
export const StaffRequestScreen = () => <RequestScreen staff />;
