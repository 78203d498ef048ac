import { describe, expect, it } from 'vitest';
import { requestFilters } from '../../../management/src/features/bookings-admin/request-filters.ts';
import { choicesOf, narrows } from '../../../management/src/lib/list-params.ts';

describe('an admin list’s filters', () => {
  it('offer "any" first, then each value with its label', () => {
    expect(choicesOf('Any age', ['a', 'b'] as const, { a: 'Alpha', b: 'Beta' })).toEqual([
      { value: '', label: 'Any age' },
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ]);
    expect(choicesOf('Any', ['1'], (days) => `Over ${days}`)[1]).toEqual({ value: '1', label: 'Over 1' });
  });

  it('narrow the list when one without an initial value is set, not when a list is picked', () => {
    const values = { state: 'open', kind: '', search: '' };
    expect(narrows(requestFilters, values)).toBe(false);
    expect(narrows(requestFilters, { ...values, state: 'closed' })).toBe(false);
    expect(narrows(requestFilters, { ...values, search: '  ' })).toBe(false);
    expect(narrows(requestFilters, { ...values, kind: 'cancel' })).toBe(true);
  });
});
