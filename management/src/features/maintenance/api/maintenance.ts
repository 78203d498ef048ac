import type {
  MaintenanceAssigneesResponse,
  MaintenanceConfirm,
  MaintenanceQueueResponse,
  MaintenanceRequestView,
  MaintenanceStatus,
  MaintenanceUrgency,
  ReportMaintenance,
  RequestAsSeen,
} from '#contract/maintenance';
import type { PhotoContentType, UploadForm } from '#contract/uploads';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { listPath } from '../../../lib/paged-list.ts';
import { photoLinksRefetchMs } from '../../../lib/photos.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { maintenanceKeys, type QueueFilters } from './keys.ts';

type Written = { request: RequestAsSeen; message: string };
const base = (id: string) => `/maintenance/${encodeURIComponent(id)}`;

/** Every write changes the request, the student's list and the queue: all under the one root. */
export const requestWrites = [resourceKeys.maintenance];
const meta = { invalidates: requestWrites };

/** A request with its history, and its photos' links, fresh for as long as its page stays open. */
export const useRequest = (id: string) =>
  useQuery({
    queryKey: maintenanceKeys.one(id),
    queryFn: () => api.get<MaintenanceRequestView>(base(id)),
    refetchInterval: (query) => (query.state.data?.photos.length ? photoLinksRefetchMs : false),
  });

export const reportRequest = (report: ReportMaintenance) => api.post<Written>('/maintenance', report);

/** A form to post one photo of the problem straight to the uploads bucket. */
export const requestPhotoUpload = (contentType: PhotoContentType) =>
  api
    .post<{ upload: UploadForm }>('/maintenance/photo-uploads', { contentType })
    .then(({ upload }) => upload);

export const queuePageSize = 20;

export const useQueue = (filters: QueueFilters) =>
  useQuery({
    queryKey: maintenanceKeys.queue(filters),
    queryFn: () =>
      api.get<MaintenanceQueueResponse>(listPath('/maintenance', { limit: queuePageSize, ...filters })),
  });

export const useAssignees = () =>
  useQuery({
    queryKey: maintenanceKeys.assignees,
    queryFn: () => api.get<MaintenanceAssigneesResponse>('/maintenance/assignees'),
    select: (data) => data.assignees,
  });

export const changeRequestStatus = (id: string, change: { status: MaintenanceStatus; note: string }) =>
  api.put<Written>(`${base(id)}/status`, change);

export const useAssign = (id: string) =>
  useMutation({
    mutationFn: (assigneeId: string) => api.put<Written>(`${base(id)}/assignee`, { assigneeId }),
    meta,
  });

export const useSetPriority = (id: string) =>
  useMutation({
    mutationFn: (priority: MaintenanceUrgency) => api.put<Written>(`${base(id)}/priority`, { priority }),
    meta,
  });

export const addComment = (id: string, comment: { text: string; internal: boolean }) =>
  api.post<Written>(`${base(id)}/comments`, comment);

export const confirmFix = (id: string, answer: MaintenanceConfirm) =>
  api.post<Written>(`${base(id)}/confirm`, answer);

export const reopenRequest = (id: string, reason: string) =>
  api.post<Written>(`${base(id)}/reopen`, { reason });
