import { describe, expect, it } from 'vitest';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import type { SignedIn } from '../../support/sessions.ts';
import { join } from '../../support/waitlist.ts';

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

const listedFor = async (student: SignedIn, roomId: string) =>
  ((await call(student, 'GET', '/rooms/available')).body.rooms as { id: string }[]).some(
    (room) => room.id === roomId,
  );

/**
 * What a student might try against the waitlist to change what other students may book (OWASP ASVS
 * V5). The legitimate path, a room held for the students waiting for it, is in waitlist.test.ts.
 */
describe('the waitlist under attack', () => {
  it('lists a women’s room to women when a man joins for a room type that spells its block and gender', async () => {
    // A free women's room of a type and block of its own, so nobody else's queue holds it.
    const room = await aRoom({
      roomType: unique('Type-'),
      block: unique('W'),
      genderDesignation: 'female',
      capacity: 2,
    });
    const woman = await aStudent('female');
    expect(await listedFor(woman, room.id)).toBe(true);

    // A counter's key is `{type}#{block}#{gender}`; this type once read back as the room's own scope, so
    // the room dropped out of every woman's list while nobody who could take it waited for it.
    await join(await aStudent('male'), [`${room.roomType}#${room.block}#female`]);

    expect(await listedFor(woman, room.id)).toBe(true);
    const booked = await call(woman, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(booked.status).toBe(201);
  });
});
