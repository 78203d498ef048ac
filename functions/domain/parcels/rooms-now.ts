import type { Parcel } from '#contract/parcels';
import { currentRoomsOf } from '../../data/bookings.ts';

/**
 * The parcels with the room each waiting one's student lives in now: a student may move, or leave,
 * while a parcel waits, and the desk looks for them where they are. A collected parcel keeps the room
 * it was handed over to. Two batch reads, whatever the number of parcels.
 */
export async function withRoomsNow(parcels: readonly Parcel[]): Promise<Parcel[]> {
  const waitingFor = [
    ...new Set(parcels.filter((parcel) => parcel.status === 'waiting').map((parcel) => parcel.student.id)),
  ];
  if (waitingFor.length === 0) return [...parcels];
  const rooms = await currentRoomsOf(waitingFor);
  return parcels.map((parcel) => {
    if (parcel.status !== 'waiting') return parcel;
    const current = rooms.get(parcel.student.id);
    return { ...parcel, room: current ? { roomNumber: current.room.roomNumber } : null };
  });
}
