import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../functions/contract/audit.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { recordedAuditItems, systemActor, type AuditInput } from '../../../functions/data/audit.ts';
import { transact } from '../../../functions/data/transactions.ts';
import { aRoom, aStudent, call } from '../../support/hostel.ts';
import { signedInAs, type SignedIn } from '../../support/sessions.ts';

/**
 * Searching the trail (issue #30): who, what, the kind of record, the days, a search and the order, on
 * the server across pages. The scene is written in 2001, days no other test of this file writes on, so
 * every request here asks for 2001 (`to=2001-12-31`) unless it is about the days themselves. The days
 * in a reader's zone (decision 0109) have a scene of their own in 2002, found by its name.
 */

const kofi = { id: 'actor-kofi', role: 'admin', name: 'Kofi Annan' } as const;
const esi = { id: 'actor-esi', role: 'super_admin', name: 'Esi Mensah' } as const;
const yaa = 'Yaa Asantewaa';

/** The scene, oldest first; each entry is named by its place in this list. */
const scene: (AuditInput & { at: string })[] = [
  {
    at: '2001-03-01T09:00:00.000Z',
    actor: kofi,
    action: 'room.update',
    entity: { type: 'room', id: 'room-q101', name: 'Room Q101' },
  },
  {
    at: '2001-03-02T10:00:00.000Z',
    actor: esi,
    action: 'booking.cancel',
    entity: { type: 'booking', id: 'booking-yaa', name: `${yaa}, Room Q101` },
  },
  {
    at: '2001-03-03T11:00:00.000Z',
    actor: systemActor,
    action: 'waitlist.expire',
    entity: { type: 'waitlist', id: 'student-yaa', name: yaa },
  },
  {
    at: '2001-03-04T12:00:00.000Z',
    actor: kofi,
    action: 'student.update',
    entity: { type: 'student', id: 'student-yaa', name: yaa },
  },
  {
    // The last moment of its day: a range that ends on that day takes it in.
    at: '2001-03-05T23:59:59.999Z',
    actor: esi,
    action: 'settings.update',
    entity: { type: 'settings', id: 'global', name: null },
  },
];

let superAdmin: SignedIn;

/** Which entries of the scene a query answers, by their place in it, in the order they came. */
async function sceneIn(query: string): Promise<{ places: number[]; total: number }> {
  const response = await call(superAdmin, 'GET', `/audit?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const ids = scene.map((entry) => entry.entity.id + entry.at);
  return {
    places: (response.body.entries as AuditEntry[]).map((entry) => ids.indexOf(entry.entity.id + entry.at)),
    total: response.body.pagination.total,
  };
}

beforeAll(async () => {
  superAdmin = await signedInAs('super_admin');
  // Written through the trail's own write, on the scene's days.
  for (const entry of scene) await transact(recordedAuditItems(entry));
});

describe('the audit trail’s filters', () => {
  it('keeps the entries from one day to another, both days whole', async () => {
    expect(await sceneIn('from=2001-03-02&to=2001-03-04')).toEqual({ places: [3, 2, 1], total: 3 });
    expect(await sceneIn('from=2001-03-05&to=2001-03-05')).toEqual({ places: [4], total: 1 });
    expect(await sceneIn('to=2001-03-01')).toEqual({ places: [0], total: 1 });
  });

  it('keeps one actor’s entries, the system’s included', async () => {
    expect(await sceneIn(`actorId=${kofi.id}&to=2001-12-31`)).toEqual({ places: [3, 0], total: 2 });
    expect(await sceneIn('actorId=system&to=2001-12-31')).toEqual({ places: [2], total: 1 });
  });

  it('keeps one action’s entries', async () => {
    expect(await sceneIn('action=booking.cancel&to=2001-12-31')).toEqual({ places: [1], total: 1 });
  });

  it('keeps the entries about one kind of record', async () => {
    expect(await sceneIn('entityType=student&to=2001-12-31')).toEqual({ places: [3], total: 1 });
  });

  it('searches the record’s name, the actor’s name and the action, whatever the case', async () => {
    expect(await sceneIn('search=ASANTEWAA&to=2001-12-31')).toEqual({ places: [3, 2, 1], total: 3 });
    expect(await sceneIn('search=kofi&to=2001-12-31')).toEqual({ places: [3, 0], total: 2 });
    expect(await sceneIn('search=cancel&to=2001-12-31')).toEqual({ places: [1], total: 1 });
  });

  it('combines the filters', async () => {
    expect(await sceneIn(`search=${yaa}&actorId=${kofi.id}&entityType=student&to=2001-12-31`)).toEqual({
      places: [3],
      total: 1,
    });
    expect(await sceneIn('search=yaa&action=room.update&to=2001-12-31')).toEqual({ places: [], total: 0 });
  });

  it('finds a write made through the API today by its record’s name', async () => {
    const admin = await signedInAs('admin');
    const room = await aRoom();
    await call(admin, 'PUT', `/rooms/${room.id}`, { genderDesignation: 'female' });
    const today = new Date().toISOString().slice(0, 10);

    const response = await call(
      superAdmin,
      'GET',
      `/audit?search=${room.roomNumber.toLowerCase()}&action=room.update&from=${today}`,
    );

    expect(response.body.entries).toHaveLength(1);
    expect(response.body.entries[0]).toMatchObject({
      action: 'room.update',
      actor: { id: admin.user.id },
      entity: { id: room.id, name: `Room ${room.roomNumber}` },
    });
  });
});

describe('the audit trail’s days in the reader’s zone', () => {
  const zoneScene = 'Zone scene';
  // 00:30 on June 2 in Tokyo (UTC+9), 08:30 on June 1 in Los Angeles (UTC-7 in summer).
  const early = '2002-06-01T15:30:00.000Z';
  // 15:30 on June 2 in Tokyo, 23:30 on June 1 in Los Angeles.
  const late = '2002-06-02T06:30:00.000Z';

  beforeAll(async () => {
    for (const at of [early, late])
      await transact(
        recordedAuditItems({
          at,
          actor: kofi,
          action: 'room.update',
          entity: { type: 'room', id: `room-zone-${at}`, name: zoneScene },
        }),
      );
  });

  /** When the entries of the zone scene a query answers were written, in the order they came. */
  async function zoneSceneIn(query: string): Promise<string[]> {
    const response = await call(superAdmin, 'GET', `/audit?search=${encodeURIComponent(zoneScene)}&${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.entries as AuditEntry[]).map((entry) => entry.at);
  }

  it('are Tokyo’s when Tokyo is sent: an entry of 00:30 there is on that day, not the UTC day before', async () => {
    expect(await zoneSceneIn('from=2002-06-02&to=2002-06-02&timeZone=Asia%2FTokyo')).toEqual([late, early]);
    expect(await zoneSceneIn('from=2002-06-01&to=2002-06-01&timeZone=Asia%2FTokyo')).toEqual([]);
    expect(await zoneSceneIn('to=2002-06-01&timeZone=Asia%2FTokyo')).toEqual([]);
    expect(await zoneSceneIn('from=2002-06-02&timeZone=Asia%2FTokyo')).toEqual([late, early]);
  });

  it('are Los Angeles’s when it is sent: an entry of 23:30 there is on that day, not the UTC day after', async () => {
    expect(await zoneSceneIn('from=2002-06-01&to=2002-06-01&timeZone=America%2FLos_Angeles')).toEqual([
      late,
      early,
    ]);
    expect(await zoneSceneIn('from=2002-06-02&timeZone=America%2FLos_Angeles')).toEqual([]);
  });

  it('are UTC’s without a zone, as before', async () => {
    expect(await zoneSceneIn('from=2002-06-01&to=2002-06-01')).toEqual([early]);
    expect(await zoneSceneIn('from=2002-06-02&to=2002-06-02')).toEqual([late]);
  });
});

describe('the audit trail’s order', () => {
  it('is newest first across pages, unless asked for the oldest first', async () => {
    const newest = (page: number) => sceneIn(`to=2001-12-31&limit=2&page=${page}`);
    expect((await newest(1)).places).toEqual([4, 3]);
    expect((await newest(2)).places).toEqual([2, 1]);
    expect(await sceneIn('to=2001-12-31&limit=2&page=2&sort=-when')).toEqual({ places: [2, 1], total: 5 });

    const oldest = (page: number) => sceneIn(`to=2001-12-31&limit=2&page=${page}&sort=when`);
    expect((await oldest(1)).places).toEqual([0, 1]);
    expect((await oldest(2)).places).toEqual([2, 3]);
    expect(await oldest(3)).toEqual({ places: [4], total: 5 });
  });

  it('holds across the pages of a filtered list too', async () => {
    expect(await sceneIn(`actorId=${kofi.id}&to=2001-12-31&limit=1&page=2&sort=when`)).toEqual({
      places: [3],
      total: 2,
    });
    expect(await sceneIn(`actorId=${kofi.id}&to=2001-12-31&limit=1&page=2`)).toEqual({
      places: [0],
      total: 2,
    });
  });
});

describe('the audit trail’s refusals', () => {
  it.each([
    ['from=2001-02-30', messages.audit.fromInvalid],
    ['from=yesterday', messages.audit.fromInvalid],
    ['to=2001-3-1', messages.audit.toInvalid],
    ['from=2001-03-05&to=2001-03-01', messages.audit.rangeInvalid],
    ['action=room.explode', messages.audit.actionInvalid],
    ['entityType=planet', messages.audit.entityTypeInvalid],
    [`actorId=${'x'.repeat(101)}`, messages.audit.actorInvalid],
    ['sort=who', messages.addresses.sortInvalid],
    ['from=2001-03-01&timeZone=Mars%2FBase', messages.exports.timeZoneInvalid],
  ])('answers %s with a 400 that says why', async (query, message) => {
    const response = await call(superAdmin, 'GET', `/audit?${query}`);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('refuses the filtered trail to an admin and a student', async () => {
    for (const reader of [await signedInAs('admin'), await aStudent()]) {
      const response = await call(reader, 'GET', `/audit?actorId=${kofi.id}&search=yaa&to=2001-12-31`);

      expect(response.status).toBe(403);
      expect(response.body.message).toBe(messages.requests.forbidden);
      expect(response.body.entries).toBeUndefined();
    }
  });
});
