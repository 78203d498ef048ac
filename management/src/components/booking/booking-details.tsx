import { Fragment, type ReactNode } from 'react';
import { awaitingDepositSentence } from '#contract/awaiting-deposit-wording';
import { endingReasonOf } from '#contract/booking-statuses';
import type { BookingStayForStudent } from '#contract/desk';
import { capacityLabel, missingValue, orMissing, roomTypeOrDefault } from '#contract/shown-values';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import type { Booking, Student } from '../../types/api.ts';
import { Badge } from '../ui/badge.tsx';
import { RecordLink } from '../ui/record-link.tsx';
import { academicPeriod, cardStatus, detailStatus } from './booking-labels.ts';
import { AwaitingDeposit, depositDueByOf } from './awaiting-deposit.tsx';
import { EmailAddress } from '../ui/email-address.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2 dark:bg-slate-800/60">
        {children}
      </dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** Whose booking it is, as staff see it: the student now, with a link to their profile. */
export interface BookingHolder {
  fullName: string;
  email: string;
  phoneNumber?: string;
  profileHref: string;
}

/** The holder of a booking: the student as they are now once loaded, until then as the booking names them. */
export function bookingHolder(
  booking: Booking,
  now: Pick<Student, 'fullName' | 'email' | 'phoneNumber'> | undefined,
  profileHref: string,
): BookingHolder {
  return {
    fullName: now?.fullName ?? booking.student.fullName,
    email: now?.email ?? booking.student.email,
    phoneNumber: now?.phoneNumber,
    profileHref,
  };
}

/**
 * The sections of a booking's details (docs/spec.md §2): the student (for staff), room, booking, timeline
 * (with the desk's check-in and check-out once its stay is known), and who created it.
 */
export function BookingDetails({
  booking,
  holder,
  stay,
}: {
  booking: Booking;
  holder?: BookingHolder;
  /** With the check-ins of rooms the booking moved out of (decision 0102), as staff and its student read them. */
  stay?: BookingStayForStudent;
}) {
  const status = detailStatus[booking.status] ?? detailStatus.active;
  const badge = cardStatus[booking.status] ?? cardStatus.active;
  const ending = endingReasonOf(booking);
  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <div className="flex items-start gap-3">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <div>
            <p className="font-semibold">{status.title}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {depositDueByOf(booking) ? awaitingDepositSentence : status.description}
            </p>
          </div>
        </div>
        {/* Under the status, across the whole width: beside the status badge a phone had too little. */}
        <AwaitingDeposit booking={booking} />
      </div>
      {holder && (
        <Section title="Student">
          <Row label="Name">
            <RecordLink to={holder.profileHref}>{holder.fullName}</RecordLink>
          </Row>
          <Row label="Email">
            <a href={`mailto:${holder.email}`} className="underline-offset-2 hover:underline">
              <EmailAddress address={holder.email} />
            </a>
          </Row>
          <Row label="Phone">
            {holder.phoneNumber ? (
              <a href={`tel:${holder.phoneNumber}`} className="underline-offset-2 hover:underline">
                {holder.phoneNumber}
              </a>
            ) : (
              missingValue
            )}
          </Row>
        </Section>
      )}
      <Section title="Room Information">
        <Row label="Room number">{orMissing(booking.room?.roomNumber)}</Row>
        <Row label="Room type">{roomTypeOrDefault(booking.room?.roomType)}</Row>
        <Row label="Capacity">{capacityLabel(booking.room?.capacity)}</Row>
      </Section>
      <Section title="Booking Information">
        <Row label="Booking date">{formatDate(booking.bookingDate)}</Row>
        <Row label="Academic period">{academicPeriod(booking)}</Row>
        <Row label="Status">{badge.label}</Row>
        {ending?.text && <Row label={ending.label}>{ending.text}</Row>}
      </Section>
      <Section title="Timeline">
        <Row label="Created">{formatDateTime(booking.originalCreatedAt ?? booking.createdAt)}</Row>
        {stay?.earlierCheckIns.map((left) => (
          <Fragment key={left.at}>
            <Row label={`Checked in to Room ${left.room.roomNumber}`}>{formatDateTime(left.at)}</Row>
            <Row label={`Moved to Room ${left.movedTo.roomNumber}`}>{formatDateTime(left.movedAt)}</Row>
          </Fragment>
        ))}
        {stay?.checkIn && (
          <Row
            label={
              stay.earlierCheckIns.length
                ? `Checked in to Room ${orMissing(booking.room?.roomNumber)}`
                : 'Checked in'
            }
          >
            {formatDateTime(stay.checkIn.at)}
          </Row>
        )}
        {stay?.checkOut && <Row label="Checked out">{formatDateTime(stay.checkOut.at)}</Row>}
        {booking.archivedAt && <Row label="Archived">{formatDateTime(booking.archivedAt)}</Row>}
      </Section>
      {booking.createdByAdmin && (
        <Section title="Administrative Info">
          <Row label="Created by Admin">Yes</Row>
        </Section>
      )}
    </div>
  );
}
