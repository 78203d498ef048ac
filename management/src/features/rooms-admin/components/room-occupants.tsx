import { useState } from 'react';
import * as messages from '#contract/messages';
import type { BookIntoRoomSlot } from '../../../components/feature-slots.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-error.ts';
import type { Room } from '../../../types/api.ts';
import { useRoomOccupants } from '../api/rooms-admin.ts';
import { RecordLink } from '../../../components/ui/record-link.tsx';
import { EmailAddress } from '../../../components/ui/email-address.tsx';

/**
 * Who lives in a room now (GET /rooms/{id}/occupants), each linking to their profile; while the room is
 * open with a free bed, staff can book a student into it from here.
 */
export function RoomOccupants({
  room,
  BookIntoRoomDialog,
}: {
  room: Room;
  BookIntoRoomDialog: BookIntoRoomSlot;
}) {
  const occupants = useRoomOccupants(room.id);
  const [booking, setBooking] = useState(false);
  if (occupants.status === 'pending') return <LoadingState label="Loading occupants" rows={2} />;
  if (occupants.status === 'error')
    return (
      <ErrorState
        message={messageOf(occupants.error, messages.rooms.occupantsFailed)}
        onRetry={() => void occupants.refetch()}
      />
    );
  const list = occupants.data.occupants;
  return (
    <div className="space-y-4">
      {list.length === 0 ? (
        <p className="text-sm">Nobody lives in this room.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((student) => (
            <li key={student.id} className="py-2 text-sm">
              <RecordLink to={paths.adminStudent.profile(student.id)}>{student.fullName}</RecordLink>
              <p className="break-words text-slate-600 dark:text-slate-400">
                <EmailAddress address={student.email} /> · Level {student.level} · {student.programmeOfStudy}
              </p>
            </li>
          ))}
        </ul>
      )}
      {room.status === 'available' && list.length < room.capacity && (
        <Button onClick={() => setBooking(true)}>Book a student into this room</Button>
      )}
      {booking && <BookIntoRoomDialog room={room} onClose={() => setBooking(false)} />}
    </div>
  );
}
