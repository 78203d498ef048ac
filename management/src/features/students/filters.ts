import { anyOr, filter, type FilterField } from '../../lib/list-params.ts';

/** The Manage Students filters, kept in the URL (the top bar's search sets `search`, docs/spec.md §2). */
export const studentFilters: FilterField<'search' | 'isActive' | 'level' | 'programme'>[] = [
  filter.search('search', 'Search', 'Name, email, phone or room'),
  filter.select('isActive', 'Status', anyOr('All', { true: 'Active', false: 'Inactive' })),
  filter.text('level', 'Level', { numeric: true }),
  filter.text('programme', 'Programme'),
];

/** The profile's tabs (docs/spec.md §2): `tab` absent is the profile; 'history' is the booking history. */
export type ProfileTab = 'profile' | 'history' | 'money';

export const profileTabFrom = (params: URLSearchParams): ProfileTab => {
  const tab = params.get('tab');
  return tab === 'history' || tab === 'money' ? tab : 'profile';
};

export function withProfileTab(params: URLSearchParams, tab: ProfileTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'profile') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
