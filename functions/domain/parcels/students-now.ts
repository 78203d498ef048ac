import type { Parcel } from '#contract/parcels';
import { currentRoomsOf } from '../../data/bookings.ts';
import { getStudentsByIds } from '../../data/students.ts';

/**
 * The parcels as their students are now: each named by the name the student has now (staff may correct
 * it, and the desk searches by it), and each waiting one with the room its student lives in now (a
 * student may move, or leave, while a parcel waits, and the desk looks for them where they are). A
 * collected parcel keeps the room it was handed over to; a deleted student keeps the name logged. Three
 * batch reads, whatever the number of parcels.
 */
export async function withStudentsNow(parcels: readonly Parcel[]): Promise<Parcel[]> {
  if (parcels.length === 0) return [];
  const waitingFor = [
    ...new Set(parcels.filter((parcel) => parcel.status === 'waiting').map((parcel) => parcel.student.id)),
  ];
  const [rooms, students] = await Promise.all([
    waitingFor.length ? currentRoomsOf(waitingFor) : new Map<string, never>(),
    getStudentsByIds([...new Set(parcels.map((parcel) => parcel.student.id))]),
  ]);
  const names = new Map(students.map((student) => [student.id, student.fullName]));
  return parcels.map((parcel) => {
    const student = { ...parcel.student, fullName: names.get(parcel.student.id) ?? parcel.student.fullName };
    if (parcel.status !== 'waiting') return { ...parcel, student };
    const current = rooms.get(parcel.student.id);
    return { ...parcel, student, room: current ? { roomNumber: current.room.roomNumber } : null };
  });
}
