import { useMutation, useQuery } from '@tanstack/react-query';
import type { PasskeySummary } from '#contract/second-factor';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';

interface SecondFactors {
  passkeys: PasskeySummary[];
  totp: boolean;
  recoveryCodes: number;
}

export const usePasskeys = () =>
  useQuery({ queryKey: profileKeys.passkeys, queryFn: () => api.get<SecondFactors>('/auth/passkeys') });

/**
 * Creates a passkey on this device for the signed-in user: the server's options, the browser's prompt,
 * the server's check. @simplewebauthn/browser loads only now.
 */
async function addPasskey(): Promise<{ message: string }> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { ticket, options } = await api.post<{
    ticket: string;
    options: Parameters<typeof startRegistration>[0]['optionsJSON'];
  }>('/auth/passkeys/options');
  const passkey = await startRegistration({ optionsJSON: options });
  return api.post('/auth/passkeys', { ticket, passkey });
}

export const useAddPasskey = () =>
  useMutation({ mutationFn: addPasskey, meta: { invalidates: [profileKeys.passkeys] } });

export const useRemovePasskey = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/auth/passkeys/${encodeURIComponent(id)}`),
    meta: { invalidates: [profileKeys.passkeys] },
  });
