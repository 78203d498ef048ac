import type { ReactNode } from 'react';
import * as messages from '#contract/messages';
import { useBookingStay } from '../../lib/booking.ts';
import type { Booking } from '../../types/api.ts';
import { BackLink } from '../ui/back-link.tsx';
import { Card } from '../ui/card.tsx';
import { LoadingState, RecordFailed } from '../ui/states.tsx';
import { BookingDetails, type BookingHolder } from './booking-details.tsx';

/**
 * One booking on a page of its own, for every role (docs/spec.md §2): the student's own booking, staff's
 * live booking with its actions, and an archived one from a student's history. Each screen says where
 * Back leads, whose booking it is (staff only) and which actions it offers.
 */
export function BookingDetailsPage({
  back,
  title,
  booking,
  error,
  onRetry,
  holder,
  lead,
  actions,
}: {
  back: { to: string; label: string };
  title: string;
  /** The booking once known (loading until then, unless it failed). */
  booking: Booking | null;
  error?: unknown;
  onRetry?: () => void;
  holder?: BookingHolder;
  /** What staff must see first, above the booking (a request waiting for them). */
  lead?: (booking: Booking) => ReactNode;
  actions?: (booking: Booking) => ReactNode;
}) {
  return (
    <div className="max-w-3xl space-y-6">
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {!booking && !error && <LoadingState label="Loading booking" rows={3} />}
      {!booking && error !== undefined && (
        <RecordFailed
          error={error}
          failed={messages.bookings.fetchFailed}
          missing={{ body: 'No booking you may see has this identifier: it may have been removed.' }}
          onRetry={() => onRetry?.()}
        />
      )}
      {booking && (
        <>
          {lead?.(booking)}
          <Card className="p-6">
            <BookingWithStay booking={booking} holder={holder} />
          </Card>
          {actions?.(booking)}
        </>
      )}
    </div>
  );
}

/** The details with the desk's check-in and check-out on the timeline (issue #30 §1), once the stay is read. */
function BookingWithStay({ booking, holder }: { booking: Booking; holder?: BookingHolder }) {
  const stay = useBookingStay(booking.id).data?.stay;
  return <BookingDetails booking={booking} holder={holder} stay={stay} />;
}
