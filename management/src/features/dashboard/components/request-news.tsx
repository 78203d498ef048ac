import { useMutation } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { requestKindLabels } from '#contract/booking-request-labels';
import type { BookingRequestForStudent } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { BookingRequestSummary } from '../../../components/booking/booking-request-summary.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useBookingRequests } from '../../../lib/booking.ts';
import { notifyFailure } from '../../../lib/notify.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { markRequestSeen } from '../api/mark-request-seen.ts';

const headline = (request: BookingRequestForStudent) => {
  const kind = requestKindLabels[request.kind].toLowerCase();
  if (request.status === 'open') return `Your ${kind} request is waiting for the office`;
  return `The office ${request.status === 'approved' ? 'approved' : 'declined'} your ${kind} request`;
};

/**
 * The student's latest request about their current booking (issue #30 §2): while it waits, and once
 * decided, with staff's reason, until the student puts it away. It reads the booking's requests under
 * the key the request form invalidates, so asking or withdrawing shows here without a reload.
 */
export function RequestNews({ booking }: { booking: Booking }) {
  const titleId = useId();
  const requests = useBookingRequests(booking.id);
  const latest = requests.data?.requests[0];
  // Putting the news away is a write maintenance mode refuses (docs/spec.md §1); the banner says why.
  const paused = useMaintenance().on;
  const seen = useMutation({
    mutationFn: markRequestSeen,
    meta: { invalidates: [resourceKeys.bookingRequests] },
    onError: (error) => notifyFailure(error, messages.bookingRequests.seenFailed),
  });
  if (!latest || latest.status === 'withdrawn' || latest.seenAt) return null;
  return (
    <Card className="space-y-3 p-5" role="region" aria-labelledby={titleId}>
      <h3 id={titleId} className="font-semibold">
        {headline(latest)}
      </h3>
      <BookingRequestSummary request={latest} />
      <div className="flex flex-wrap gap-2">
        {latest.decision && (
          <Button
            variant="secondary"
            disabled={paused}
            pending={seen.isPending}
            onClick={() => seen.mutate(latest.id)}
          >
            Got it
          </Button>
        )}
        <Link to={paths.student.booking(booking.publicId)} className={buttonClasses('ghost')}>
          Requests on the booking <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}
