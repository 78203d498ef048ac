import { describe, expect, it } from 'vitest';
import {
  requestQueueQuerySchema,
  type BookingRequest,
  type RequestKind,
} from '../../../functions/contract/booking-requests.ts';
import * as z from '../../../functions/contract/zod.ts';
import { requestQueuePage } from '../../../functions/domain/booking-requests/queue.ts';

const requestOf = (
  id: string,
  kind: RequestKind,
  name: string,
  room: string,
  at: string,
): BookingRequest => ({
  id,
  kind,
  status: 'open',
  booking: { id: `b${id}`, publicId: `B${id}` },
  student: { id: `s${id}`, publicId: `S${id}`, fullName: name },
  room: { id: `r${room}`, roomNumber: room, roomType: 'Double' },
  reason: 'A reason',
  preferences: null,
  createdAt: at,
  updatedAt: at,
  withdrawnAt: null,
  decision: null,
  seenAt: null,
});

const requests = [
  requestOf('2', 'roomChange', 'Kofi Mensah', 'B201', '2025-10-02T10:00:00Z'),
  requestOf('1', 'cancellation', 'Ama Owusu', 'A101', '2025-10-01T10:00:00Z'),
  requestOf('3', 'roomChange', 'Efua Asante', 'A102', '2025-10-03T10:00:00Z'),
];
const query = (input: Record<string, string>) => z.parse(requestQueueQuerySchema, input);

describe('the booking request queue', () => {
  it('lists the open requests longest waiting first', () => {
    const page = requestQueuePage(requests, query({}));
    expect(page.requests.map((request) => request.id)).toEqual(['1', '2', '3']);
    expect(page.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
  });

  it('lists closed requests latest first', () => {
    const page = requestQueuePage(requests, query({ state: 'closed' }));
    expect(page.requests.map((request) => request.id)).toEqual(['3', '2', '1']);
  });

  it('filters by kind and by a search of the student and the room', () => {
    expect(requestQueuePage(requests, query({ kind: 'roomChange' })).requests.map((r) => r.id)).toEqual([
      '2',
      '3',
    ]);
    expect(requestQueuePage(requests, query({ search: 'a10' })).requests.map((r) => r.id)).toEqual([
      '1',
      '3',
    ]);
    expect(requestQueuePage(requests, query({ search: 'kofi' })).requests.map((r) => r.id)).toEqual(['2']);
  });

  it('sorts by a column across pages before it pages', () => {
    const first = requestQueuePage(requests, query({ sort: 'student', limit: '2' }));
    const second = requestQueuePage(requests, query({ sort: 'student', limit: '2', page: '2' }));
    expect(first.requests.map((r) => r.student.fullName)).toEqual(['Ama Owusu', 'Efua Asante']);
    expect(second.requests.map((r) => r.student.fullName)).toEqual(['Kofi Mensah']);
    expect(first.pagination.pages).toBe(2);
  });

  it('refuses a sort by a column the queue does not have', () => {
    expect(z.safeParse(requestQueueQuerySchema, { sort: 'secret' }).success).toBe(false);
  });
});
