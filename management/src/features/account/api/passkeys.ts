import { useMutation, useQuery } from '@tanstack/react-query';
import type { AddPasskeyOptionsInput, PasskeySummary } from '#contract/second-factor';
import { api } from '../../../lib/api.ts';
import { profileKeys } from './keys.ts';
import type { Message } from '../../../types/api.ts';

interface SecondFactors {
  passkeys: PasskeySummary[];
  totp: boolean;
  recoveryCodes: number;
}

export const usePasskeys = () =>
  useQuery({ queryKey: profileKeys.passkeys, queryFn: () => api.get<SecondFactors>('/auth/passkeys') });

/**
 * Creates a passkey on this device for the signed-in user: the server checks the current password and
 * gives its options, the browser prompts, the server checks the answer. @simplewebauthn/browser loads
 * only now.
 */
export async function addPasskey(input: AddPasskeyOptionsInput): Promise<Message> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const { ticket, options } = await api.post<{
    ticket: string;
    options: Parameters<typeof startRegistration>[0]['optionsJSON'];
  }>('/auth/passkeys/options', input);
  const passkey = await startRegistration({ optionsJSON: options });
  return api.post('/auth/passkeys', { ticket, passkey });
}

export const useRemovePasskey = () =>
  useMutation({
    mutationFn: (id: string) => api.delete<Message>(`/auth/passkeys/${encodeURIComponent(id)}`),
    meta: { invalidates: [profileKeys.passkeys] },
  });
