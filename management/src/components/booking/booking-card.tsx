import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BedDouble } from 'lucide-react';
import { capacityLabel, orMissing, roomTypeOrDefault } from '#contract/shown-values';
import { formatDate } from '../../lib/dates.ts';
import type { Booking } from '../../types/api.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Card } from '../ui/card.tsx';
import { academicPeriod, cardStatus } from './booking-labels.ts';
import { AwaitingDeposit } from './awaiting-deposit.tsx';

/**
 * Fetched when a card's Details is about to open: the dashboard a student lands on shows a card without
 * its details, and the dialog, the details' view and the modal they are drawn in are no part of that
 * first screen's download. The pointer coming over the button or the focus reaching it starts the fetch,
 * so the click finds the dialog on its way or here (a click alone waited for eight files, on the local
 * server's six connections in two rounds).
 */
const fetchDetailsDialog = () => import('./booking-details-dialog.tsx');
const BookingDetailsDialog = lazy(fetchDetailsDialog);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

/**
 * A booking at a glance with a Details button opening the details dialog (docs/spec.md §2). `details`
 * stands in for that button where the booking has a page of its own that shows the same and more (the
 * student's current booking, with their requests to change it), so the card offers one way to it.
 */
export function BookingCard({
  booking,
  details,
  actions,
}: {
  booking: Booking;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const status = cardStatus[booking.status] ?? cardStatus.active;
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
            <BedDouble className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-lg font-semibold">Room {orMissing(booking.room?.roomNumber)}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {roomTypeOrDefault(booking.room?.roomType)}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={status.tone}>{status.label}</Badge>
          <AwaitingDeposit booking={booking} />
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label="Capacity">{capacityLabel(booking.room?.capacity)}</Fact>
        <Fact label="Booking date">{formatDate(booking.bookingDate)}</Fact>
        <Fact label="Academic period">{academicPeriod(booking)}</Fact>
        {booking.archivedAt && <Fact label="Archived">{formatDate(booking.archivedAt)}</Fact>}
      </dl>
      <div className="mt-5 flex flex-wrap gap-2">
        {details ?? (
          <Button
            variant="secondary"
            onPointerEnter={() => void fetchDetailsDialog()}
            onFocus={() => void fetchDetailsDialog()}
            onClick={() => setOpen(true)}
          >
            Details
          </Button>
        )}
        {actions}
      </div>
      {open && (
        <Suspense fallback={null}>
          <BookingDetailsDialog booking={booking} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Card>
  );
}
