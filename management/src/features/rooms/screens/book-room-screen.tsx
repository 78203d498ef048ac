import { useState } from 'react';
import { XCircle } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { createBookingSchema } from '#contract/bookings';
import * as messages from '#contract/messages';
import * as z from '#contract/zod';
import { capacityLabel, roomTypeOrDefault } from '#contract/shown-values';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { screenTitles } from '../../../config/screen-titles.ts';
import { ApiError, looksUnauthorised, messageOf } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import { useRoomPrice } from '../../../lib/prices.ts';
import type { RoomForStudent } from '../../../types/api.ts';
import { createBooking } from '../api/create-booking.ts';
import { useRoom } from '../api/get-room.ts';
import { useBookingBlocker } from '../components/book-action.tsx';
import { bedsLabel, locationLabel, whoCanBook } from '../components/room-facts.ts';

const terms = [
  'The booking is for the current academic period and one bed in this room.',
  'You agree to follow the house rules and keep the room in good condition.',
  'Cancelling or changing rooms goes through the hostel office.',
];

/** The student's agreement, checked by the contract's rule for a booking (its message). */
const agreementSchema = z.pick(createBookingSchema, { termsAgreed: true });

export function BookRoomScreen() {
  const { id = '' } = useParams();
  const room = useRoom(id);
  // Asked beside the room, so what stops a booking shows as soon as the room does.
  const blocker = useBookingBlocker();
  if (room.status === 'pending') return <LoadingState label="Loading room" rows={2} />;
  if (room.status === 'error')
    return (
      <ErrorState
        message={messageOf(room.error, messages.rooms.detailsFailed)}
        onRetry={() => void room.refetch()}
      />
    );
  return <BookRoom details={room.data.room} blocker={blocker} />;
}

/** A refusal the student can act on (the last bed was just taken, or a booking exists), not a fault. */
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && !looksUnauthorised(error);

function BookRoom({
  details,
  blocker,
}: {
  details: RoomForStudent;
  blocker: ReturnType<typeof useBookingBlocker>;
}) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useSchemaForm({
    initial: { termsAgreed: false },
    schema: agreementSchema,
    save: () => createBooking(details.id),
    failure: messages.rooms.bookFailed,
    invalidates: occupancyKeys,
    // A refusal stays on screen, not only as a toast.
    onRefused: (error) => {
      if (isRefusal(error)) setRefusal(messageOf(error, messages.rooms.bookFailed));
      return false;
    },
    onSaved: ({ booking, message }) => {
      notifySuccess(message || 'Room booked successfully');
      navigate(paths.student.booking(booking.publicId), { replace: true });
    },
  });
  const agreed = form.values.termsAgreed;
  const location = locationLabel(details);
  const price = useRoomPrice(details);

  return (
    <div className="max-w-2xl space-y-6">
      <BackLink to={paths.student.room(details.publicId)}>Back to room</BackLink>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{screenTitles.bookRoom}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Check the room, agree to the terms and confirm.
        </p>
      </div>
      {blocker.notice}
      {refusal && (
        <div
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">We could not book this room</p>
            <p className="mt-1">{refusal}</p>
            <Link to={paths.student.rooms} className="mt-2 inline-block font-medium underline">
              See other available rooms
            </Link>
          </div>
        </div>
      )}
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold">Room {details.roomNumber}</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {roomTypeOrDefault(details.roomType)}
              {location && ` · ${location}`}
            </p>
          </div>
          <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
            {bedsLabel(details.freeBeds)}
          </p>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Capacity</dt>
            <dd className="font-medium">{capacityLabel(details.capacity)}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">For</dt>
            <dd className="font-medium">{whoCanBook[details.genderDesignation] ?? 'All students'}</dd>
          </div>
          {price.rent && (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Rent for {price.period}</dt>
              <dd className="font-medium">{price.rent}</dd>
            </div>
          )}
          {price.rent && price.instalments && (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Paid in instalments</dt>
              <dd className="font-medium">{price.instalments}</dd>
            </div>
          )}
          {price.deposit && (
            <div>
              <dt className="text-slate-600 dark:text-slate-400">Refundable deposit</dt>
              <dd className="font-medium">{price.deposit}</dd>
            </div>
          )}
        </dl>
        {(price.rent || price.deposit) && (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Booking charges these to your account; you pay them online from Money, or at the hostel office.
          </p>
        )}
      </Card>
      <Card className="p-6">
        <form
          onSubmit={(event) => {
            if (blocker.blocked) return event.preventDefault();
            setRefusal(null);
            void form.submit(event);
          }}
          className="space-y-5"
        >
          <div>
            <h2 className="text-lg font-semibold">Terms of booking</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
          <Checkbox
            {...form.check('termsAgreed')}
            label={
              <>
                I have read and agree to the{' '}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  terms and conditions
                </a>{' '}
                and the{' '}
                <a
                  href="/rules"
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline dark:text-brand-300"
                >
                  house rules
                </a>
                .
              </>
            }
          />
          <FormActions
            submitLabel="Confirm booking"
            pending={form.pending}
            disabled={!agreed || blocker.blocked}
          />
        </form>
      </Card>
    </div>
  );
}
