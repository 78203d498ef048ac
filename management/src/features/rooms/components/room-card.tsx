import { BedDouble, Banknote, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { capacityLabel, roomTypeOrDefault } from '#contract/shown-values';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { useRoomPrice } from '../../../lib/prices.ts';
import type { RoomForStudent } from '../../../types/api.ts';
import { BookAction } from './book-action.tsx';
import { bedsLabel, locationLabel, whoCanBook } from './room-facts.ts';

export function RoomCard({ room }: { room: RoomForStudent }) {
  const location = locationLabel(room);
  const occupied = Math.min(room.capacity, Math.max(0, room.currentOccupancy));
  const price = useRoomPrice(room);
  return (
    <Card className="flex flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Room {room.roomNumber}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {roomTypeOrDefault(room.roomType)}
            {location && ` · ${location}`}
          </p>
        </div>
        <Badge tone={room.freeBeds > 0 ? 'green' : 'red'}>{bedsLabel(room.freeBeds)}</Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="flex items-center gap-2">
          <BedDouble className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">Capacity</dt>
          <dd>{capacityLabel(room.capacity)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Users className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">For</dt>
          <dd>{whoCanBook[room.genderDesignation] ?? 'All students'}</dd>
        </div>
        {price.rent && (
          <div className="col-span-2 flex items-center gap-2">
            <Banknote className="size-4 text-slate-500" aria-hidden="true" />
            <dt className="sr-only">Rent</dt>
            <dd>
              <span className="font-medium">{price.rent}</span> a semester
            </dd>
          </div>
        )}
      </dl>
      <div
        className="mt-4 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="img"
        aria-label={`${occupied} of ${room.capacity} beds taken`}
      >
        <div
          className="h-full rounded-full bg-brand-500"
          style={{ width: `${room.capacity ? (occupied / room.capacity) * 100 : 0}%` }}
        />
      </div>
      <div className="mt-5 flex gap-2 pt-1">
        <Link to={paths.student.room(room.publicId)} className={buttonClasses('secondary', 'flex-1')}>
          View<span className="sr-only"> room {room.roomNumber}</span>
        </Link>
        <BookAction room={room} label="Book" className="flex-1" />
      </div>
    </Card>
  );
}
