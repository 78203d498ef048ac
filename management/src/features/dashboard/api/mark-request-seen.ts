import type { RequestWriteResponse } from '#contract/booking-requests';
import { api } from '../../../lib/api.ts';

/** POST /booking-requests/{id}/seen: the student has read staff's decision. */
export const markRequestSeen = (requestId: string) =>
  api.post<RequestWriteResponse>(`/booking-requests/${encodeURIComponent(requestId)}/seen`);
