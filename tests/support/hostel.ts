import { randomBytes } from 'node:crypto';
import type { RoomInput } from '../../functions/contract/rooms.ts';
import { createRoom } from '../../functions/data/rooms.ts';
import type { RoomRecord } from '../../functions/data/room-record.ts';
import type { NewUser } from '../../functions/data/users.ts';
import type { Role } from '#contract/roles';
import { invoke, type ApiResponse } from './invoke.ts';
import { signedInAs, type SignedIn } from './sessions.ts';

/**
 * A room straight through the data layer, with a unique number unless one is given: five random bytes,
 * since the integration run's one table holds thousands of these rooms and three bytes (16.7 million
 * numbers) met the same number twice in a run (1 Dec).
 */
export async function aRoom(overrides: Partial<RoomInput> = {}): Promise<RoomRecord> {
  const number = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  return createRoom(
    {
      roomNumber: number,
      roomType: 'Double',
      capacity: 2,
      genderDesignation: 'mixed',
      status: 'available',
      ...overrides,
    } as Parameters<typeof createRoom>[0],
    () => [],
  );
}

/** A room number no other test's room has (as aRoom's), for a renumbering. */
export const aNewNumber = () => `R${randomBytes(5).toString('hex').toUpperCase()}`;

/** Staff give the room a new number in Manage Rooms (the edit form sends every field). */
export const renumber = (admin: SignedIn, room: RoomRecord, roomNumber: string) =>
  call(admin, 'PUT', `/rooms/${room.id}`, {
    roomNumber,
    roomType: room.roomType,
    capacity: room.capacity,
    genderDesignation: room.genderDesignation,
    status: room.status,
    block: room.block,
    floor: room.floor,
  });

export const studentProfile = (gender: 'male' | 'female' = 'female'): Partial<NewUser> => ({
  gender,
  phoneNumber: '+233201234567',
  dateOfBirth: '2004-03-14',
  programmeOfStudy: 'BSc Computer Engineering',
  level: '200',
  guardianName: 'Yaw Boateng',
  guardianPhoneNumber: '+233241234567',
});

/** A signed-in student with a complete profile. */
export const aStudent = (gender: 'male' | 'female' = 'female', overrides: Partial<NewUser> = {}) =>
  signedInAs('student', { ...studentProfile(gender), ...overrides });

export const signedIn = (role: Role) => (role === 'student' ? aStudent() : signedInAs(role));

/** Calls the API from a signed-in tab (or anonymously with `null`), CSRF header included on writes. */
export function call(
  who: SignedIn | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  const base = who?.base ?? '/api/tab/anon0000';
  return invoke({
    method,
    path: `${base}${path}`,
    body,
    cookies: who?.cookies,
    headers: who && method !== 'GET' ? who.writeHeaders : {},
  });
}

/** Books a room for a student through the API, failing the test if it does not succeed. */
export async function book(student: SignedIn, room: { id: string }) {
  const response = await call(student, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
  if (response.status !== 201)
    throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.booking as { id: string; publicId: string; roomId: string; studentId: string };
}

/** A student asks the office to cancel their booking, failing the test if the request is not taken. */
export async function askToCancel(student: SignedIn, booking: { id: string }, reason = 'Going home') {
  const response = await call(student, 'POST', '/booking-requests', {
    bookingId: booking.id,
    kind: 'cancellation',
    reason,
  });
  if (response.status !== 201)
    throw new Error(`request failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.request as { id: string };
}
