import { requestKindLabels, requestKinds } from '#contract/booking-requests';
import { choicesOf, type FilterField } from '../../lib/list-params.ts';

export type RequestFilterName = 'state' | 'kind' | 'search';

/** The request queue's filters, kept in the URL; the server applies them (GET /booking-requests). */
export const requestFilters: FilterField<RequestFilterName>[] = [
  {
    name: 'state',
    label: 'Show',
    kind: 'select',
    initial: 'open',
    options: [
      { value: 'open', label: 'Waiting for a decision' },
      { value: 'closed', label: 'Decided or withdrawn' },
    ],
  },
  {
    name: 'kind',
    label: 'Asking for',
    kind: 'select',
    options: choicesOf('Anything', requestKinds, requestKindLabels),
  },
  { name: 'search', label: 'Search', kind: 'search', placeholder: 'Student or room' },
];
