import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../../functions/contract/public-content/schemas.ts';
import * as messages from '../../../functions/contract/messages.ts';
import { aStudent, call, signedIn } from '../../support/hostel.ts';

// A page number far past the end used to overflow DynamoDB's Limit into a 500 (issue 17). Every paged
// list now answers 200 with an empty page up to the contract's bound, and 400 beyond it.
describe('page and limit of every paged list', () => {
  const lists = async () => {
    const student = await aStudent();
    return [
      { who: await signedIn('admin'), path: '/students', list: 'students' },
      { who: await signedIn('super_admin'), path: '/audit', list: 'entries' },
      { who: student, path: `/students/${student.user.id}/bookings/archived`, list: 'archives' },
      {
        who: await signedIn('admin'),
        path: `/students/${student.user.id}/bookings/archived`,
        list: 'archives',
      },
      { who: await signedIn('admin'), path: '/bookings', list: 'bookings' },
      { who: await signedIn('admin'), path: '/rooms', list: 'rooms' },
      {
        who: await signedIn('super_admin'),
        path: `/super-admin/content/${contentKeys[0]}/versions`,
        list: 'versions',
      },
    ];
  };

  it('answers page=999999999 with 400 and a message, never 500', async () => {
    for (const { who, path } of await lists()) {
      const response = await call(who, 'GET', `${path}?page=999999999`);
      expect(response.status, path).toBe(400);
      expect(response.body.message, path).toBe('The page must be a whole number from 1 to 10000.');
    }
  });

  it('answers the last allowed page with 200 and an empty list', async () => {
    for (const { who, path, list } of await lists()) {
      const response = await call(who, 'GET', `${path}?page=10000&limit=100`);
      expect(response.status, path).toBe(200);
      expect(response.body[list], path).toEqual([]);
    }
  });

  it('answers other bad numbers with 400: zero, negative, fractional, huge, not a number, limit over 100', async () => {
    const [{ who, path }] = await lists();
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=1e400', 'page=abc', 'limit=101', 'limit=0']) {
      expect((await call(who!, 'GET', `${path}?${query}`)).status, query).toBe(400);
    }
  });
});

// Each list once answered an over-long search in zod's own words; they now share one rule and message.
describe('the search of every searchable list', () => {
  it('answers a search over 100 characters with 400 and the same message, and takes one of 100', async () => {
    const lists = [
      { who: await signedIn('admin'), path: '/students' },
      { who: await signedIn('admin'), path: '/rooms' },
      { who: await signedIn('admin'), path: '/bookings' },
      { who: await signedIn('admin'), path: '/booking-requests' },
      { who: await signedIn('admin'), path: '/parcels' },
      { who: await signedIn('super_admin'), path: '/audit' },
    ];
    for (const { who, path } of lists) {
      const tooLong = await call(who, 'GET', `${path}?search=${'a'.repeat(101)}`);
      expect(tooLong.status, path).toBe(400);
      expect(tooLong.body.errors.search, path).toBe(messages.addresses.searchTooLong);
      expect((await call(who, 'GET', `${path}?search=${'a'.repeat(100)}`)).status, path).toBe(200);
    }
  });
});
