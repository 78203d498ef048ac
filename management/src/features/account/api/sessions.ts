import { useMutation, useQuery } from '@tanstack/react-query';
import type { SignedInPlace } from '#contract/sessions';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';
import type { Message } from '../../../types/api.ts';

/** GET /auth/sessions: where the user is signed in, this browser first. */
export function useSignedInPlaces() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: () => api.get<{ sessions: SignedInPlace[] }>('/auth/sessions'),
  });
}

/** DELETE /auth/sessions/{id}: ends one other sign-in. */
export function useEndSignedInPlace() {
  return useMutation({
    mutationFn: (id: string) => api.delete<Message>(`/auth/sessions/${encodeURIComponent(id)}`),
    meta: { invalidates: [profileKeys.sessions] },
  });
}

/** DELETE /auth/sessions: ends every sign-in but this browser's. */
export function useEndOtherPlaces() {
  return useMutation({
    mutationFn: () => api.delete<Message>('/auth/sessions'),
    meta: { invalidates: [profileKeys.sessions] },
  });
}
