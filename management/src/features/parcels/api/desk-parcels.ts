import { useQuery } from '@tanstack/react-query';
import type {
  CollectParcel,
  LogParcel,
  Parcel,
  ParcelListResponse,
  ParcelWriteResponse,
} from '#contract/parcels';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { parcelKeys, type ParcelFilters } from './keys.ts';
import type { Message } from '../../../types/api.ts';

/** Every parcel write changes the desk's list and the student's card: both under the one root. */
export const parcelWrites = [resourceKeys.parcels];

export const parcelsPageSize = 20;

export const useDeskParcels = (filters: ParcelFilters) =>
  useQuery({
    queryKey: parcelKeys.list(filters),
    queryFn: () => api.get<ParcelListResponse>(listPath('/parcels', { limit: parcelsPageSize, ...filters })),
  });

export const logParcel = (parcel: LogParcel) => api.post<ParcelWriteResponse>('/parcels', parcel);

export const collectParcel = (parcel: Pick<Parcel, 'id'>, collection: CollectParcel) =>
  api.post<ParcelWriteResponse>(`/parcels/${encodeURIComponent(parcel.id)}/collect`, collection);

export const removeParcel = (parcel: Pick<Parcel, 'id'>) =>
  api.delete<Message>(`/parcels/${encodeURIComponent(parcel.id)}`);
