import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { capacityLabel, roomTypeOrDefault } from '#contract/shown-values';
import type { WaitlistPanelSlot } from '../../../components/feature-slots.ts';
import { RoomTypeShowcase } from '../../../components/room/room-type-showcase.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { BackLink } from '../../../components/ui/back-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState, RecordFailed } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { useRoomPrice } from '../../../lib/prices.ts';
import { useRecordTitle } from '../../../lib/record-title.ts';
import { useRoom } from '../api/get-room.ts';
import { BookAction } from '../components/book-action.tsx';
import { bedsLabel, locationLabel, whoCanBook } from '../components/room-facts.ts';

const statusLabels = { available: 'Available', maintenance: 'Under maintenance', closed: 'Closed' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}

/**
 * The room's rent and deposit for the current period, when staff have priced it. Each amount is one
 * piece: a phone's line broke between "GHS" and the figure.
 */
function RoomPrice({ room }: { room: { id: string; roomType: string } }) {
  const price = useRoomPrice(room);
  if (!price.rent) return null;
  return (
    <p className="mt-4 text-sm">
      Rent for {price.period}: <span className="font-semibold whitespace-nowrap">{price.rent}</span>
      {price.deposit && (
        <>
          , plus a refundable deposit of{' '}
          <span className="font-semibold whitespace-nowrap">{price.deposit}</span>
        </>
      )}
    </p>
  );
}

export function RoomDetailsScreen({ WaitlistPanel }: { WaitlistPanel: WaitlistPanelSlot }) {
  const { roomPid = '' } = useParams();
  const room = useRoom(roomPid);
  const name = room.data && `Room ${room.data.room.roomNumber}`;
  useRecordTitle(name);

  const back = <BackLink to={paths.student.rooms}>Back to rooms</BackLink>;
  if (room.status === 'pending') return <LoadingState label="Loading room details" rows={2} />;
  if (room.status === 'error')
    return (
      <div className="space-y-4">
        {back}
        <RecordFailed
          error={room.error}
          failed={messages.rooms.detailsFailed}
          missing={{
            title: 'Room Not Found',
            body: 'No room has this identifier: it may have been removed.',
          }}
          onRetry={() => void room.refetch()}
        />
      </div>
    );

  const { room: details } = room.data;
  const bookable = details.isAvailable && details.status === 'available' && details.freeBeds > 0;
  const location = locationLabel(details);
  return (
    <div className="space-y-6">
      {back}
      <Card className="p-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">
              {roomTypeOrDefault(details.roomType)}
              {location && ` · ${location}`}
            </p>
          </div>
          <Badge tone={bookable ? 'green' : 'amber'}>
            {bookable ? bedsLabel(details.freeBeds) : (statusLabels[details.status] ?? 'Full')}
          </Badge>
        </div>
        {/* Four abreast only from a desktop's width: beside a tablet's sidebar "Available" spilled out. */}
        <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Fact label="Capacity">{capacityLabel(details.capacity)}</Fact>
          <Fact label="Occupied">{details.currentOccupancy}</Fact>
          <Fact label="Free beds">{details.freeBeds}</Fact>
          <Fact label="Status">{statusLabels[details.status] ?? details.status}</Fact>
        </dl>
        <RoomPrice room={details} />
        <div className="mt-6">
          <RoomTypeShowcase roomType={details.roomType} />
        </div>
        <div className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <h2 className="font-semibold">Who can book it</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {whoCanBook[details.genderDesignation] ?? 'All students'} with a verified, active account and no
            current booking. One bed per student.
          </p>
        </div>
        <div className="mt-6">
          {bookable ? (
            <BookAction room={details} label="Book this room" className="w-full sm:w-auto" />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              This room cannot be booked at the moment.
            </p>
          )}
        </div>
      </Card>
      {!bookable && <WaitlistPanel preferred={details.roomType} />}
    </div>
  );
}
