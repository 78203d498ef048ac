import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ArrowLeft, XCircle } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { messages } from '#contract/messages';
import { capacityLabel, roomTypeLabel } from '../../../components/booking/booking-labels.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, looksUnauthorised, messageOf } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import { createBooking } from '../api/create-booking.ts';
import { useRoom } from '../api/get-room.ts';
import { useBookingBlocker } from '../components/book-action.tsx';
import { bedsLabel, locationLabel, whoCanBook } from '../components/room-facts.ts';

const terms = [
  'The booking is for the current academic period and one bed in this room.',
  'You agree to follow the house rules and keep the room in good condition.',
  'Cancelling or changing rooms goes through the hostel office.',
];

export function BookRoomScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const room = useRoom(id);
  const [agreed, setAgreed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mutateAsync: run, isPending: pending } = useMutation({
    mutationFn: createBooking,
    meta: { invalidates: occupancyKeys },
  });
  const blocker = useBookingBlocker();

  if (room.status === 'pending') return <LoadingState label="Loading room" rows={2} />;
  if (room.status === 'error')
    return (
      <ErrorState
        message={messageOf(room.error, messages.rooms.detailsFailed)}
        onRetry={() => void room.refetch()}
      />
    );
  const { room: details } = room.data;
  const location = locationLabel(details);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || blocker.blocked) return;
    setRefusal(null);
    try {
      const { booking, message } = await run(details.id);
      notifySuccess(message || 'Room booked successfully');
      navigate(paths.student.booking(booking.publicId), { replace: true });
    } catch (error) {
      if (looksUnauthorised(error)) return;
      const message = messageOf(error, messages.rooms.bookFailed);
      // A refusal (the last bed was just taken, or a booking exists) stays on screen, not only as a toast.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setRefusal(message);
      notifyError(message);
    }
  };

  return (
    <div className="max-w-2xl space-y-6">
      <Link to={paths.student.room(details.publicId)} className={buttonClasses('ghost', '-ml-3')}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to room
      </Link>
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Book a Room</h1>
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
              {roomTypeLabel(details.roomType)}
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
        </dl>
      </Card>
      <Card className="p-6">
        <form onSubmit={submit} className="space-y-5">
          <div>
            <h2 className="text-lg font-semibold">Terms of booking</h2>
            <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
          <Checkbox
            name="termsAgreed"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
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
          <Button
            type="submit"
            pending={pending}
            disabled={!agreed || blocker.blocked}
            className="w-full sm:w-auto"
          >
            Confirm booking
          </Button>
        </form>
      </Card>
    </div>
  );
}
