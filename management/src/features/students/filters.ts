import type { StudentFilters } from './api/list-students.ts';

/** The Manage Students filters from the URL (the top bar's search sets `search`, docs/spec.md §2). */
export function filtersFrom(params: URLSearchParams): StudentFilters {
  const isActive = params.get('isActive');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    isActive: isActive === 'true' || isActive === 'false' ? isActive : '',
    level: params.get('level') ?? '',
    programme: params.get('programme') ?? '',
    sort: params.get('sort') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's query of a set of filters: empty values and page 1 are left out, so URLs stay short. */
export function filtersQuery(filters: StudentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['search', 'isActive', 'level', 'programme', 'sort'] as const) {
    const value = filters[name].trim();
    if (value) params.set(name, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The profile's tabs (docs/spec.md §2): `tab` absent is the profile; 'history' is the booking history. */
export type ProfileTab = 'profile' | 'history';

export const profileTabFrom = (params: URLSearchParams): ProfileTab =>
  params.get('tab') === 'history' ? 'history' : 'profile';

export function withProfileTab(params: URLSearchParams, tab: ProfileTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'profile') next.delete('tab');
  else next.set('tab', tab);
  return next;
}
