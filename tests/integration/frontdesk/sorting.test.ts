import { describe, expect, it } from 'vitest';
import * as messages from '../../../functions/contract/messages.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { signedInAs } from '../../support/sessions.ts';

// Sorting a paged list orders the whole list before paging (issue 18, point 3): page 2 continues
// page 1's order, rather than each page being sorted on its own.
describe('sorted lists', () => {
  it('sorts every booking of the period by student name across pages, both ways', async () => {
    const admin = await signedInAs('admin');
    const tag = Math.random().toString(36).slice(2, 7);
    const room = await aRoom({ capacity: 4, roomType: `Sort-${tag}` });
    // Booked in an order that is not the names' order.
    for (const name of ['Delta', 'Alpha', 'Echo', 'Charlie']) {
      const student = await aStudent('female', { fullName: `${name} ${tag}` });
      await book(student, room);
    }
    const page = async (sort: string, number: number) =>
      (await call(admin, 'GET', `/bookings?search=${tag}&sort=${sort}&limit=2&page=${number}`)).body
        .bookings as Array<{ student: { fullName: string } }>;
    const names = async (sort: string) =>
      [...(await page(sort, 1)), ...(await page(sort, 2))].map((booking) => booking.student.fullName);

    expect(await names('student')).toEqual(['Alpha', 'Charlie', 'Delta', 'Echo'].map((n) => `${n} ${tag}`));
    expect(await names('-student')).toEqual(['Echo', 'Delta', 'Charlie', 'Alpha'].map((n) => `${n} ${tag}`));
    // Without a sort: newest first, as before.
    const newest = await call(admin, 'GET', `/bookings?search=${tag}&limit=4`);
    expect(newest.body.bookings[0].student.fullName).toBe(`Charlie ${tag}`);
  });

  it('sorts rooms by free beds across pages', async () => {
    const admin = await signedInAs('admin');
    const roomType = `Free-${Math.random().toString(36).slice(2, 7)}`;
    for (const capacity of [2, 4, 1, 3]) await aRoom({ capacity, roomType });
    const page = async (number: number) =>
      (await call(admin, 'GET', `/rooms?roomType=${roomType}&sort=-free&limit=2&page=${number}`)).body
        .rooms as Array<{ freeBeds: number }>;
    const free = [...(await page(1)), ...(await page(2))].map((room) => room.freeBeds);
    expect(free).toEqual([4, 3, 2, 1]);
  });

  it('sorts students by their room across pages, those without a room last either way', async () => {
    const admin = await signedInAs('admin');
    const tag = Math.random().toString(36).slice(2, 7);
    const rooms = [await aRoom({ capacity: 1 }), await aRoom({ capacity: 1 })];
    const [first, second] = rooms.sort((a, b) =>
      a.roomNumber.localeCompare(b.roomNumber, undefined, { numeric: true }),
    );
    const named = (name: string) => aStudent('male', { fullName: `${name} ${tag}` });
    const [alpha, bravo] = [await named('Alpha'), await named('Bravo')];
    await named('Charlie');
    await book(alpha, second!);
    await book(bravo, first!);
    const page = async (sort: string, number: number) =>
      (await call(admin, 'GET', `/students?search=${tag}&sort=${sort}&limit=2&page=${number}`)).body
        .students as Array<{ fullName: string }>;
    const names = async (sort: string) =>
      [...(await page(sort, 1)), ...(await page(sort, 2))].map((student) => student.fullName.split(' ')[0]);
    expect(await names('room')).toEqual(['Bravo', 'Alpha', 'Charlie']);
    expect(await names('-room')).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('sorts staff accounts by when they were added, newest first, across pages', async () => {
    const superAdmin = await signedInAs('super_admin');
    for (let i = 0; i < 3; i += 1) await signedInAs('admin');
    const added: string[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await call(superAdmin, 'GET', `/super-admin/admins?sort=-added&limit=2&page=${page}`);
      added.push(...(body.admins as Array<{ createdAt: string }>).map((admin) => admin.createdAt));
      if (page >= body.pagination.pages) break;
    }
    expect(added.length).toBeGreaterThanOrEqual(4);
    expect(added).toEqual([...added].sort().reverse());
  });

  it('refuses a sort the list does not have with a 400, not a 500', async () => {
    const admin = await signedInAs('super_admin');
    for (const path of [
      '/bookings?sort=passwordHash',
      '/rooms?sort=-nope',
      '/students?sort=__proto__',
      '/super-admin/admins?sort=hash',
    ]) {
      const response = await call(admin, 'GET', path);
      expect(response.status, path).toBe(400);
      expect(JSON.stringify(response.body), path).toContain(messages.addresses.sortInvalid);
    }
    // An empty sort is the list's own order.
    expect((await call(admin, 'GET', '/super-admin/admins?sort=&page=1')).status).toBe(200);
  });
});
