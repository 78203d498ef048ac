import { describe, expect, it } from 'vitest';
import { requestFilters } from '../../../management/src/features/bookings-admin/request-filters.ts';
import { anyOr, choicesOf, filter, narrows } from '../../../management/src/lib/list-params.ts';

describe('an admin list’s filters', () => {
  it('offer "any" first, then each value with its label', () => {
    expect(choicesOf('Any age', ['a', 'b'] as const, { a: 'Alpha', b: 'Beta' })).toEqual([
      { value: '', label: 'Any age' },
      { value: 'a', label: 'Alpha' },
      { value: 'b', label: 'Beta' },
    ]);
    expect(choicesOf('Any', ['1'], (days) => `Over ${days}`)[1]).toEqual({ value: '1', label: 'Over 1' });
  });

  it('offer "any" first, then labelled values in the order they are written', () => {
    expect(anyOr('All', { true: 'Active', false: 'Inactive' })).toEqual([
      { value: '', label: 'All' },
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ]);
    expect(anyOr('Any room')).toEqual([{ value: '', label: 'Any room' }]);
  });

  it('are declared one call each, with only the options a field gives', () => {
    expect(filter.search('search', 'Search', 'Student or room')).toEqual({
      name: 'search',
      label: 'Search',
      kind: 'search',
      placeholder: 'Student or room',
    });
    expect(filter.search('search', 'Name or email')).toEqual({
      name: 'search',
      label: 'Name or email',
      kind: 'search',
    });
    expect(filter.text('level', 'Level', { numeric: true })).toEqual({
      name: 'level',
      label: 'Level',
      kind: 'text',
      numeric: true,
    });
    expect(filter.date('from', 'From')).toEqual({ name: 'from', label: 'From', kind: 'date' });
    expect(filter.select('scope', 'Bookings', anyOr('Live and archive'), { initial: 'live' })).toEqual({
      name: 'scope',
      label: 'Bookings',
      kind: 'select',
      options: [{ value: '', label: 'Live and archive' }],
      initial: 'live',
    });
  });

  it('narrow the list when one without an initial value is set, not when a list is picked', () => {
    const values = { state: 'open', kind: '', search: '' };
    expect(narrows(requestFilters, values)).toBe(false);
    expect(narrows(requestFilters, { ...values, state: 'closed' })).toBe(false);
    expect(narrows(requestFilters, { ...values, search: '  ' })).toBe(false);
    expect(narrows(requestFilters, { ...values, kind: 'cancel' })).toBe(true);
  });
});
