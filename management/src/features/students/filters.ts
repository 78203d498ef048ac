import type { FilterField } from '../../lib/list-params.ts';

/** The Manage Students filters, kept in the URL (the top bar's search sets `search`, docs/spec.md §2). */
export const studentFilters: FilterField<'search' | 'isActive' | 'level' | 'programme'>[] = [
  { name: 'search', label: 'Name or email', kind: 'search' },
  {
    name: 'isActive',
    label: 'Status',
    kind: 'select',
    options: [
      { value: '', label: 'All' },
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  { name: 'level', label: 'Level', kind: 'text', numeric: true },
  { name: 'programme', label: 'Programme', kind: 'text' },
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
