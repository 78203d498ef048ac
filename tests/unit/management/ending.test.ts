import { describe, expect, it } from 'vitest';
import { endingNewsDays, endingOf, recentEnding } from '../../../management/src/features/dashboard/ending.ts';
import type { Booking } from '../../../management/src/types/api.ts';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

function ended(status: Booking['status'], archivedAt: string, more: Partial<Booking> = {}): Booking {
  return {
    status,
    archivedAt,
    room: { roomNumber: 'B206' },
    ...more,
  } as Booking;
}

describe('the dashboard’s word on a booking that ended', () => {
  it('tells of an ending from the last 30 days, and leaves an older one to the history', () => {
    expect(endingNewsDays).toBe(30);
    const lately = ended('inactive', daysAgo(29));
    expect(recentEnding(lately, now)).toBe(lately);
    expect(recentEnding(ended('inactive', daysAgo(31)), now)).toBeUndefined();
    // A stay checked out at the end of last period, seen when the next one is well under way.
    expect(recentEnding(ended('inactive', '2026-05-05T10:00:00Z'), now)).toBeUndefined();
    expect(recentEnding(undefined, now)).toBeUndefined();
  });

  it('reads a check-out as the plain end of a stay, and a cancellation as one to look at', () => {
    expect(endingOf(ended('inactive', daysAgo(2)))).toMatchObject({
      title: expect.stringContaining('You were checked out of Room B206'),
      tone: 'info',
    });
    expect(
      endingOf(ended('cancelled', daysAgo(2), { cancellationReason: 'Deposit not paid by the deadline' })),
    ).toEqual({
      title: expect.stringContaining('Your booking of Room B206 was cancelled on'),
      detail: 'Reason: Deposit not paid by the deadline',
      tone: 'warning',
    });
  });
});
