import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { ApiClient } from '../../../management/src/lib/api-client.ts';
import { ApiError } from '../../../management/src/lib/api-error.ts';
import {
  freeBedsHint,
  occupancyOf,
  occupiedPercent,
} from '../../../management/src/features/admin-dashboard/occupancy.ts';
import { studentsQuery } from '../../../management/src/lib/student-list.ts';
import {
  profileTabFrom,
  studentFilters,
  withProfileTab,
} from '../../../management/src/features/students/filters.ts';
import { filtersFrom, listQuery, pageFrom } from '../../../management/src/lib/list-params.ts';
import type { Room } from '../../../management/src/types/api.ts';

let next = 0;
function room(overrides: Partial<Room>): Room {
  next += 1;
  return {
    id: next.toString(16).padStart(24, '0'),
    _id: next.toString(16).padStart(24, '0'),
    publicId: `room${next}`,
    roomNumber: String(100 + next),
    roomType: 'Double',
    capacity: 2,
    currentOccupancy: 0,
    freeBeds: 2,
    status: 'available',
    isAvailable: true,
    outOfService: null,
    genderDesignation: 'mixed',
    block: 'A',
    floor: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('occupancy at a glance', () => {
  const rooms = [
    room({ roomType: 'Single', capacity: 1, currentOccupancy: 1, block: 'A', floor: 1 }),
    room({ roomType: 'Double', capacity: 2, currentOccupancy: 1, block: 'A', floor: 2 }),
    room({ roomType: '', capacity: 4, currentOccupancy: 0, block: 'B', floor: 1, status: 'maintenance' }),
    room({ roomType: 'Double', capacity: 2, currentOccupancy: 2, block: 'B', floor: 10 }),
  ];
  const occupancy = occupancyOf(rooms);

  it('counts every bed, the taken ones and the free ones, none free in a room out of service', () => {
    expect(occupancy.overall).toEqual({ label: 'All rooms', total: 9, occupied: 4, free: 1 });
    expect(occupiedPercent(occupancy.overall)).toBe(44);
    expect(occupancy.outOfService).toBe(1);
  });

  it('says beside the free beds how many empty ones it leaves out, so beds, occupied and free add up', () => {
    expect(freeBedsHint(occupancy.overall)).toBe('Not counting 4 out of service');
    expect(freeBedsHint({ label: 'All rooms', total: 3, occupied: 2, free: 0 })).toBe(
      'Not counting 1 out of service',
    );
    expect(freeBedsHint({ label: 'All rooms', total: 3, occupied: 2, free: 1 })).toBeUndefined();
  });

  it('groups by room type (a missing type is Standard), block and floor in natural order', () => {
    expect(occupancy.byType).toEqual([
      { label: 'Double', total: 4, occupied: 3, free: 1 },
      { label: 'Single', total: 1, occupied: 1, free: 0 },
      { label: 'Standard', total: 4, occupied: 0, free: 0 },
    ]);
    expect(occupancy.byBlock.map((group) => [group.label, group.occupied, group.total])).toEqual([
      ['Block A', 2, 3],
      ['Block B', 2, 6],
    ]);
    expect(occupancy.byFloor.map((group) => group.label)).toEqual(['Floor 1', 'Floor 2', 'Floor 10']);
  });

  it('never counts more occupants than beds, and no rooms means no beds', () => {
    const over = occupancyOf([room({ capacity: 2, currentOccupancy: 5 })]);
    expect(over.overall).toMatchObject({ total: 2, occupied: 2, free: 0 });
    expect(occupancyOf([]).overall).toMatchObject({ total: 0, occupied: 0, free: 0 });
    expect(occupiedPercent(occupancyOf([]).overall)).toBe(0);
  });
});

describe('the student profile tab parameter', () => {
  it('is the profile when absent or unknown, the history when tab=history', () => {
    expect(profileTabFrom(new URLSearchParams(''))).toBe('profile');
    expect(profileTabFrom(new URLSearchParams('tab=nonsense'))).toBe('profile');
    expect(profileTabFrom(new URLSearchParams('tab=history'))).toBe('history');
  });

  it('drops the parameter for the profile and keeps the others', () => {
    const params = new URLSearchParams('tab=history&x=1');
    expect(withProfileTab(params, 'profile').toString()).toBe('x=1');
    expect(withProfileTab(new URLSearchParams('x=1'), 'history').toString()).toBe('x=1&tab=history');
  });
});

describe('the Manage Students filters', () => {
  it('reads the URL, ignoring a bad page and an unknown status', () => {
    const params = new URLSearchParams('search=ama&isActive=maybe&page=-2&sort=-room');
    expect(filtersFrom(studentFilters, params)).toEqual({
      search: 'ama',
      isActive: '',
      level: '',
      programme: '',
    });
    expect(pageFrom(params)).toBe(1);
  });

  it('writes short URLs and the API query with only the filters set', () => {
    const filters = { search: ' ama ', isActive: 'false' as const, level: '', programme: 'Law' };
    const sort = { key: 'level', direction: 'asc' as const };
    expect(listQuery(studentFilters, { filters, sort, page: 3 }).toString()).toBe(
      'search=ama&isActive=false&programme=Law&sort=level&page=3',
    );
    expect(listQuery(studentFilters, { filters, sort: null, page: 1 }).toString()).toBe(
      'search=ama&isActive=false&programme=Law',
    );
    expect(studentsQuery({ ...filters, sort: 'level', page: 3 })).toBe(
      '/students?page=3&limit=20&search=ama&isActive=false&programme=Law&sort=level',
    );
  });
});

describe('the API client fetching a file', () => {
  function client(response: () => Response) {
    const requests: { url: string; init: RequestInit }[] = [];
    const toasts: string[] = [];
    const api = new ApiClient({
      fetch: async (input, init) => {
        requests.push({ url: String(input), init: init ?? {} });
        return response();
      },
      tabId: () => 'ab12cd34',
      timeZone: () => 'Africa/Accra',
      userActive: () => true,
      schedule: () => undefined,
      currentPath: () => '/management/admin/students/x',
      notifyError: (message) => toasts.push(message),
      redirectToLogin: () => undefined,
      endSession: () => undefined,
    });
    api.setCsrfToken('token-1');
    return { api, requests, toasts };
  }

  it('posts JSON with the CSRF token on the tab base and hands back the body and headers', async () => {
    const { api, requests } = client(
      () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="a.pdf"',
          },
        }),
    );
    const { blob, headers } = await api.postForFile('/export/student/pdf', { student: { fullName: 'A' } });
    expect(await blob.text()).toBe('%PDF');
    expect(headers.get('content-disposition')).toContain('a.pdf');
    expect(requests[0]!.url).toBe('/api/tab/ab12cd34/export/student/pdf?timeZone=Africa%2FAccra');
    expect(requests[0]!.init.method).toBe('POST');
    expect((requests[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('token-1');
  });

  it("raises the server's JSON message, and a 401 starts the session-timeout flow", async () => {
    const refused = client(() => new Response(JSON.stringify({ message: 'Too big' }), { status: 400 }));
    await expect(refused.api.postForFile('/export/student/pdf', {})).rejects.toMatchObject({
      status: 400,
      message: 'Too big',
    });
    const expired = client(
      () => new Response(JSON.stringify({ message: 'Not authenticated' }), { status: 401 }),
    );
    await expect(expired.api.postForFile('/export/student/pdf', {})).rejects.toBeInstanceOf(ApiError);
    expect(expired.toasts).toEqual([messages.sessions.sessionTimeout]);
  });
});
