import { useQuery } from '@tanstack/react-query';
import type { MyMaintenanceResponse } from '#contract/maintenance';
import { api } from '../../../lib/api.ts';
import { maintenanceKeys } from './keys.ts';

/**
 * The student's own requests: apart from the other maintenance calls, since the student's dashboard, their
 * first screen, reads them too and should carry nothing else of maintenance's.
 */
export const useMyRequests = () =>
  useQuery({
    queryKey: maintenanceKeys.mine,
    queryFn: () => api.get<MyMaintenanceResponse>('/maintenance/mine'),
  });
