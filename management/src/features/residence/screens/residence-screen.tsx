import { useState } from 'react';
import { ArrowRight, FileDown, ScrollText, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { roomTypeOrDefault } from '#contract/shown-values';
import * as messages from '#contract/messages';
import type { Residence } from '#contract/residence';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DetailRow, DetailsCard } from '../../../components/ui/details-card.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/dates.ts';
import { downloadBookingLetter } from '../api/booking-letter.ts';
import { useResidence } from '../api/get-residence.ts';
import { ConditionReport } from '../components/condition-report.tsx';
import { RoomsYouLeft } from '../components/rooms-you-left.tsx';

function Roommates({ roommates }: { roommates: NonNullable<Residence['roommates']> }) {
  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Users className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Roommates
      </h2>
      {roommates.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          Nobody else holds a bed in your room at the moment.
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {roommates.map((roommate, index) => (
            <li
              key={index}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium dark:bg-slate-800"
            >
              {roommate.firstName}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function BookingLetter({ hasIdNumber }: { hasIdNumber: boolean }) {
  const [pending, setPending] = useState(false);
  const fetchLetter = async () => {
    setPending(true);
    await downloadBookingLetter();
    setPending(false);
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-4 p-6">
      <div className="min-w-0 flex-[1_1_16rem]">
        <h2 className="text-base font-semibold">Booking letter</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          A PDF confirming your room and dates, with the house rules in short: for the university, a sponsor
          or a visa office.
        </p>
        {!hasIdNumber && (
          <p className="mt-2 text-sm">
            Your letter shows your student ID number once you add it on{' '}
            <Link
              to={paths.student.profile}
              className="font-medium text-brand-700 underline dark:text-brand-300"
            >
              My Profile
            </Link>
            .
          </p>
        )}
      </div>
      <Button onClick={() => void fetchLetter()} pending={pending}>
        <FileDown className="size-4" aria-hidden="true" /> Download booking letter
      </Button>
    </Card>
  );
}

function HouseRules({ rules }: { rules: Residence['houseRules'] }) {
  return (
    <section aria-labelledby="house-rules">
      <Card className="p-6">
        <h2 id="house-rules" className="flex items-center gap-2 text-base font-semibold">
          <ScrollText className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" />{' '}
          {rules.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{rules.intro}</p>
        <div className="mt-4 space-y-4">
          {rules.sections.map((section) => (
            <div key={section.heading}>
              <h3 className="text-sm font-semibold">{section.heading}</h3>
              {section.paragraphs.map((paragraph, index) => (
                <p key={index} className="mt-1 text-sm break-words">
                  {paragraph}
                </p>
              ))}
            </div>
          ))}
        </div>
      </Card>
    </section>
  );
}

/**
 * My Residence (/student/residence): the room, block and floor of the student's current booking, its
 * days, its check-in report, the rooms they left by a move, their roommates' first names (unless staff
 * turned them off), the house rules, and the booking letter to download.
 */
export function ResidenceScreen() {
  const residence = useResidence();
  const header = (
    <div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">My Residence</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Your room, your stay and the house rules.</p>
    </div>
  );
  if (residence.status === 'pending')
    return (
      <div className="space-y-6">
        {header}
        <LoadingState label="Loading your residence" rows={3} />
      </div>
    );
  if (residence.status === 'error')
    return (
      <div className="space-y-6">
        {header}
        <ErrorState
          message={messageOf(residence.error, messages.residence.fetchFailed)}
          onRetry={() => void residence.refetch()}
        />
      </div>
    );
  const stay = residence.data.residence;
  if (!stay)
    return (
      <div className="space-y-6">
        {header}
        <EmptyState title="You have no current booking">
          <p>{messages.residence.noBooking}</p>
          <Link to={paths.student.rooms} className={buttonClasses('primary', 'mt-4')}>
            Browse available rooms <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div className="space-y-6">
      {header}
      <DetailsCard title="Your Room">
        <DetailRow label="Room" value={stay.room.roomNumber} />
        <DetailRow label="Room type" value={roomTypeOrDefault(stay.room.roomType)} />
        <DetailRow label="Block" value={stay.room.block} />
        <DetailRow label="Floor" value={String(stay.room.floor)} />
      </DetailsCard>
      <DetailsCard title="Your Stay">
        <DetailRow
          label="Academic period"
          value={`${stay.booking.academicYear} Semester ${stay.booking.semester}`}
        />
        <DetailRow label="Booked on" value={formatDate(stay.booking.bookingDate)} />
        <DetailRow label="Arrival" value={stay.arrival && formatDate(stay.arrival)} />
        <DetailRow label="Departure" value={stay.departure && formatDate(stay.departure)} />
      </DetailsCard>
      {!stay.arrival && <Notice title="Arrival and departure">{messages.residence.datesToCome}</Notice>}
      {stay.checkIn && <ConditionReport bookingPublicId={stay.booking.publicId} checkIn={stay.checkIn} />}
      <RoomsYouLeft bookingPublicId={stay.booking.publicId} />
      {stay.roommates && <Roommates roommates={stay.roommates} />}
      <BookingLetter hasIdNumber={Boolean(stay.studentIdNumber)} />
      <HouseRules rules={stay.houseRules} />
    </div>
  );
}
