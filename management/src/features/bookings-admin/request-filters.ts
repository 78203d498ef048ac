import { requestKindLabels, requestKinds } from '#contract/booking-requests';
import { choicesOf, filter, type FilterField } from '../../lib/list-params.ts';

export type RequestFilterName = 'state' | 'kind' | 'search';

/** The request queue's filters, kept in the URL; the server applies them (GET /booking-requests). */
export const requestFilters: FilterField<RequestFilterName>[] = [
  filter.select(
    'state',
    'Show',
    [
      { value: 'open', label: 'Waiting for a decision' },
      { value: 'closed', label: 'Decided or withdrawn' },
    ],
    { initial: 'open' },
  ),
  filter.select('kind', 'Asking for', choicesOf('Anything', requestKinds, requestKindLabels)),
  filter.search('search', 'Search', 'Student or room'),
];
