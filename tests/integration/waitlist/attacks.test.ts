import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
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

    // A counter's key is `{type}#{block}#{gender}`; a type spelt like this (staff may name one so, and
    // give a men's room it) once read back as the women's room's own scope, so that room dropped out of
    // every woman's list while nobody who could take it waited for it.
    const spelt = await aRoom({
      roomType: `${room.roomType}#${room.block}#female`,
      genderDesignation: 'male',
    });
    await join(await aStudent('male'), [spelt.roomType]);

    expect(await listedFor(woman, room.id)).toBe(true);
    const booked = await call(woman, 'POST', '/bookings', { roomId: room.id, termsAgreed: true });
    expect(booked.status).toBe(201);
  });

  it('refuses room types and blocks the join form does not offer the student, saying which it offers', async () => {
    const block = unique('V');
    const womens = await aRoom({ roomType: unique('Type-'), block, genderDesignation: 'female' });
    const man = await aStudent('male');

    const madeUp = await call(man, 'POST', '/waitlist', { roomTypes: [unique('Nowhere-')] });
    const theirs = await call(man, 'POST', '/waitlist', { roomTypes: [womens.roomType] });
    const offered = (await call(man, 'GET', '/waitlist/me')).body as {
      roomTypes: string[];
      blocks: string[];
    };
    const wrongBlock = await call(man, 'POST', '/waitlist', { roomTypes: [offered.roomTypes[0]], block });

    for (const refused of [madeUp, theirs]) {
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messages.waitlist.roomTypesNotOffered(offered.roomTypes));
    }
    expect(wrongBlock.status).toBe(400);
    expect(wrongBlock.body.message).toBe(messages.waitlist.blockNotOffered(offered.blocks));
    expect((await call(man, 'GET', '/waitlist/me')).body.entry).toBeNull();
    // What the form offers is taken.
    await join(man, [offered.roomTypes[0]!], offered.blocks[0]);
  });
});
