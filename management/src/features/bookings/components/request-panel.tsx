import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { createRequestSchema, requestKindLabels, requestKinds } from '#contract/booking-requests';
import * as messages from '#contract/messages';
import { BookingRequestSummary } from '../../../components/booking/booking-request-summary.tsx';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { LoadingState, QueryFailed } from '../../../components/ui/states.tsx';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { useFormInPlace } from '../../../lib/use-form-in-place.ts';
import { notifyFailure, notifySuccess, notifySavedThen } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import type { Booking } from '../../../types/api.ts';
import { useBookingRequests } from '../../../lib/booking.ts';
import { askRequest, useRoomsToPrefer, withdrawRequest } from '../api/booking-requests.ts';

const invalidates = [resourceKeys.bookingRequests];

/**
 * The student's requests about their booking (issue #30 §2): the open one with a way to withdraw it, or
 * a form to ask for a cancellation or a room change; then the earlier ones with their outcomes.
 */
export function RequestPanel({ booking }: { booking: Booking }) {
  const requests = useBookingRequests(booking.id);
  const asking = useFormInPlace();
  const paused = useMaintenance().on;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 id={asking.landingId} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Changes to this booking
      </h2>
      {booking.status === 'active' && requests.status === 'success' && (
        <MaintenancePause
          what={
            requests.data.requests.some((request) => request.status === 'open')
              ? 'Withdrawing a request'
              : 'Asking for a change'
          }
        />
      )}
      {requests.status === 'pending' && <LoadingState label="Loading your requests" rows={1} />}
      <QueryFailed query={requests} failed={messages.bookingRequests.fetchFailed} />
      {requests.status === 'success' && (
        <>
          {booking.status === 'active' &&
            !requests.data.requests.some((request) => request.status === 'open') &&
            (asking.open ? (
              <div id={asking.formId}>
                <AskForm booking={booking} onDone={asking.close} />
              </div>
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  Need to leave, or to move to another room? Ask the hostel office; they will answer here and
                  by mail.
                </p>
                <Button id={asking.buttonId} variant="secondary" disabled={paused} onClick={asking.show}>
                  Ask for a change
                </Button>
              </div>
            ))}
          {requests.data.requests.length > 0 && (
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {requests.data.requests.map((request) => (
                <li key={request.id} className="space-y-3 py-3 first:pt-0 last:pb-0">
                  <BookingRequestSummary request={request} />
                  {request.status === 'open' && <WithdrawButton requestId={request.id} />}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

function WithdrawButton({ requestId }: { requestId: string }) {
  const [confirming, setConfirming] = useState(false);
  const paused = useMaintenance().on;
  const withdraw = useMutation({
    mutationFn: () => withdrawRequest(requestId),
    meta: { invalidates },
    onSuccess: ({ message }) => {
      notifySuccess(message);
      setConfirming(false);
    },
    // Said in the confirmation, which stays open (lib/notify.ts).
    onError: (error) => notifyFailure(error, messages.bookingRequests.withdrawFailed),
  });
  return (
    <>
      <Button variant="secondary" disabled={paused} onClick={() => setConfirming(true)}>
        Withdraw request
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Withdraw your request?"
        confirmLabel="Withdraw"
        pending={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate()}
      >
        <p>The hostel office will no longer see it. You can ask again afterwards.</p>
      </ConfirmDialog>
    </>
  );
}

/** The request form, one column for a phone; the preferences show for a room change only. */
function AskForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const rooms = useRoomsToPrefer();
  const paused = useMaintenance().on;
  const form = useSchemaForm({
    initial: { bookingId: booking.id, kind: '', reason: '', roomType: '', block: '', roomId: '', note: '' },
    schema: createRequestSchema,
    save: askRequest,
    failure: messages.bookingRequests.sentFailed,
    invalidates,
    onSaved: notifySavedThen(onDone),
  });
  const others = (rooms.data?.rooms ?? []).filter((room) => room.id !== booking.roomId);
  const types = [...new Set(others.map((room) => room.roomType))].sort();
  const blocks = [...new Set(others.map((room) => room.block))].sort();
  const changing = form.values.kind === 'roomChange';
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <SelectField
        label="What would you like?"
        {...form.bind('kind')}
        placeholder="Choose…"
        choices={requestKinds}
        choiceLabel={(kind) =>
          kind === 'cancellation' ? 'Cancel my booking' : `A ${requestKindLabels[kind].toLowerCase()}`
        }
      />
      <TextAreaField label="Why?" rows={3} maxLength={500} {...form.bind('reason')} />
      {changing && (
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold">What you would like instead (optional)</legend>
          <SelectField label="Room type" {...form.bind('roomType')} placeholder="Any type" choices={types} />
          <SelectField label="Block" {...form.bind('block')} placeholder="Any block" choices={blocks} />
          <SelectField
            label="A particular room"
            hint="Only rooms with a free bed now."
            {...form.bind('roomId')}
          >
            <option value="">No particular room</option>
            {others.map((room) => (
              <option key={room.id} value={room.id}>
                {room.roomNumber} · {room.roomType} · block {room.block}
              </option>
            ))}
          </SelectField>
          <TextField label="Anything else" maxLength={500} {...form.bind('note')} />
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={paused} pending={form.pending}>
          Send the request
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Not now
        </Button>
      </div>
    </form>
  );
}
