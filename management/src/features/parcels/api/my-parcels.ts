import { useQuery } from '@tanstack/react-query';
import type { MyParcelsResponse } from '#contract/parcels';
import { api } from '../../../lib/api.ts';
import { parcelKeys } from './keys.ts';

/**
 * The student's own parcels waiting at the desk: apart from the desk's calls, since the student's
 * dashboard, their first screen, reads it and should carry nothing else of parcels'.
 */
export const useMyParcels = () =>
  useQuery({ queryKey: parcelKeys.mine, queryFn: () => api.get<MyParcelsResponse>('/parcels/mine') });
