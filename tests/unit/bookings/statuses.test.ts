import { describe, expect, it } from 'vitest';
import { bookingStatuses, bookingTransitions, canTransition } from '../../../functions/contract/bookings.ts';
import { endingBatchSize } from '../../../functions/data/bookings.ts';

describe('booking statuses', () => {
  it('let only an active booking end, as inactive, cancelled or archived', () => {
    expect(bookingTransitions.active).toEqual(['inactive', 'cancelled', 'archived']);
    for (const to of bookingStatuses) expect(canTransition('active', to)).toBe(to !== 'active');
  });

  it('never change an ended booking again', () => {
    for (const from of ['inactive', 'cancelled', 'archived'] as const)
      for (const to of bookingStatuses) expect(canTransition(from, to)).toBe(false);
  });

  it('end bookings in batches that fit one 100-item transaction', () => {
    // Each booking: live delete, archive put, marker delete, and at worst its own room update; plus one audit item.
    expect(endingBatchSize * 4 + 1).toBeLessThanOrEqual(100);
    expect(endingBatchSize).toBeGreaterThan(0);
  });
});
