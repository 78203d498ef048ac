import { collectedParcelsShownDays } from '#contract/parcels';
import { filter, type FilterField } from '../../lib/list-params.ts';

export type ParcelFilterName = 'status' | 'search';

/** The desk list's filters, kept in the URL; the server applies them (GET /parcels). */
export const parcelFilters: FilterField<ParcelFilterName>[] = [
  filter.select(
    'status',
    'Show',
    [
      { value: 'waiting', label: 'Waiting at the desk' },
      { value: 'collected', label: `Collected (last ${collectedParcelsShownDays} days)` },
    ],
    { initial: 'waiting' },
  ),
  filter.search('search', 'Search', 'Student, room, carrier or shelf'),
];
