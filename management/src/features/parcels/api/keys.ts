import { resourceKeys } from '../../../lib/query-client.ts';

/** The desk list's filters, as the list's query parameters hold them (contract/parcels.ts). */
export interface ParcelFilters {
  status: string;
  search: string;
  sort: string;
  page: number;
}

export const parcelKeys = {
  mine: [...resourceKeys.parcels, 'mine'] as const,
  list: (filters: ParcelFilters) => [...resourceKeys.parcels, 'list', filters] as const,
  /** Active students to log a parcel for, the first twenty matching the search. */
};
