import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { requestKindLabels, type BookingRequest } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import {
  BookingRequestSummary,
  preferencesLine,
} from '../../../components/booking/booking-request-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { useBookingRequests } from '../../../lib/booking.ts';
import { notifyFailure, notifySavedThen } from '../../../lib/notify.ts';
import { occupancyKeys, resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { decideRequest } from '../api/booking-requests.ts';
import { MoveTargetPicker } from './booking-action-dialogs.tsx';
import { RoomLeftAtMove, useCheckInOfRoomLeft, type LeavingAnswers } from './room-left-fields.tsx';

type Outcome = 'approved' | 'declined';

/**
 * A booking's requests for staff (issue #30 §2): the open one with Approve and Decline, and the earlier
 * ones with their outcomes. Approving a room change picks the room, as a move does. The booking's page
 * draws it twice, `waiting` above the booking and not so below it, and one of the two shows: while a
 * request waits for staff, first, where they see it (below every panel and action, it was a phone's
 * 2,000 px down); once all are decided, as the booking's record, last.
 */
export function RequestDecisions({ booking, waiting }: { booking: Booking; waiting: boolean }) {
  const requests = useBookingRequests<BookingRequest>(booking.id);
  const [deciding, setDeciding] = useState<{ request: BookingRequest; outcome: Outcome } | null>(null);
  // The one below says the requests are on their way, or why they did not come.
  if (waiting && requests.status !== 'success') return null;
  if (requests.status === 'pending') return <LoadingState label="Loading requests" rows={1} />;
  if (requests.status === 'error')
    return (
      <ErrorState
        message={messageOf(requests.error, messages.bookingRequests.fetchFailed)}
        onRetry={() => void requests.refetch()}
      />
    );
  const { requests: asked } = requests.data;
  if (asked.length === 0 || asked.some((request) => request.status === 'open') !== waiting) return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Requests from the student</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {asked.map((request) => (
          <li key={request.id} className="space-y-3 py-3 first:pt-0 last:pb-0">
            <BookingRequestSummary request={request} />
            {request.status === 'open' && (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setDeciding({ request, outcome: 'approved' })}>Approve</Button>
                <Button variant="secondary" onClick={() => setDeciding({ request, outcome: 'declined' })}>
                  Decline
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {deciding && (
        <DecisionDialog
          booking={booking}
          request={deciding.request}
          outcome={deciding.outcome}
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}

interface DecisionAnswers extends LeavingAnswers {
  reason: string;
  roomId: string;
}

function DecisionDialog({
  booking,
  request,
  outcome,
  onClose,
}: {
  booking: Booking;
  request: BookingRequest;
  outcome: Outcome;
  onClose: () => void;
}) {
  const [error, setError] = useState<string>();
  const [roomError, setRoomError] = useState<string>();
  const moving = outcome === 'approved' && request.kind === 'roomChange';
  // An approved change moves the student as staff do: from a room they are checked in to, it asks how
  // they leave it (decision 0106).
  const read = useCheckInOfRoomLeft(booking);
  const decide = useMutation({
    mutationFn: (answers: DecisionAnswers) =>
      decideRequest(request, {
        outcome,
        reason: answers.reason,
        roomId: answers.roomId,
        leaving: moving ? read.leavingOf(answers) : undefined,
      }),
    meta: { invalidates: [...occupancyKeys, resourceKeys.bookingRequests] },
    onSuccess: notifySavedThen(onClose),
    onError: (failure) => notifyFailure(failure, messages.bookingRequests.decideFailed),
  });
  const kind = requestKindLabels[request.kind].toLowerCase();
  const wish = preferencesLine(request);
  return (
    <ConfirmDialog
      open
      title={`${outcome === 'approved' ? 'Approve' : 'Decline'} the ${kind} request`}
      draft={{
        key: `${outcome} ${request.id}`,
        initial: { reason: '', roomId: '', leaving: null } as DecisionAnswers,
      }}
      confirmLabel={outcome === 'approved' ? (moving ? 'Approve and move' : 'Approve and cancel') : 'Decline'}
      tone={outcome === 'approved' && !moving ? 'danger' : 'primary'}
      pending={decide.isPending}
      waiting={moving && read.waiting}
      onClose={onClose}
      onConfirm={(answers) => {
        // Every field at once (§5): one press says all there is to put right.
        const noReason = !answers.reason.trim();
        const noRoom = moving && !answers.roomId;
        if (noReason) setError(messages.bookingRequests.reasonRequired);
        if (noRoom) setRoomError(messages.bookingRequests.roomRequired);
        if (!noReason && !noRoom) decide.mutate({ ...answers, reason: answers.reason.trim() });
      }}
    >
      {({ answers, change }) => (
        <>
          {outcome === 'approved' && request.kind === 'cancellation' && (
            <p>
              The booking is cancelled as Cancel Booking does, with the refund the period’s policy gives, and
              the bed is freed.
            </p>
          )}
          {moving && (
            <>
              <p>
                {booking.student.fullName} moves as Move to Another Room does: any difference in rent for the
                nights left is charged or credited.{wish ? ` They would like: ${wish}.` : ''}
              </p>
              <MoveTargetPicker
                booking={booking}
                gender=""
                value={answers.roomId}
                error={roomError}
                onChange={(roomId) => {
                  change({ roomId });
                  setRoomError(undefined);
                }}
              />
            </>
          )}
          <TextAreaField
            label="Reason the student reads"
            rows={3}
            maxLength={500}
            required
            error={error}
            value={answers.reason}
            onChange={(event) => {
              change({ reason: event.target.value });
              setError(undefined);
            }}
          />
          {moving && (
            <RoomLeftAtMove
              booking={booking}
              read={read}
              fields={{ answers, change }}
              saving={decide.isPending}
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
