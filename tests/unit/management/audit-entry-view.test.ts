import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  changesOf,
} from '../../../management/src/features/audit/components/audit-entry-view.ts';

describe('an audit entry as the trail shows it', () => {
  it('names the action in words', () => {
    expect(actionLabel('booking.cancel')).toBe('Booking: Cancelled');
    expect(actionLabel('emergency.activate')).toBe('Emergency: Activated');
    expect(actionLabel('room.changeStatus')).toBe('Room: Change status');
  });

  it('lists only the fields whose values changed', () => {
    expect(
      changesOf({
        before: { active: false, changedBy: 'Abena', reason: '' },
        after: { active: true, changedBy: 'Abena', reason: 'Flood' },
      }),
    ).toEqual([
      { field: 'Active', before: 'false', after: 'true' },
      { field: 'Reason', before: '—', after: 'Flood' },
    ]);
  });

  it('shows a creation as every field going from nothing to its value', () => {
    expect(changesOf({ before: null, after: { fullName: 'Kofi', role: 'admin' } })).toEqual([
      { field: 'Full name', before: '—', after: 'Kofi' },
      { field: 'Role', before: '—', after: 'admin' },
    ]);
  });
});
