import type { SecondFactorStep } from '#contract/second-factor';
import { api } from '../../../lib/api.ts';
import type { User } from '../../../types/api.ts';

/** A finished sign-in: the user, and the recovery codes when it just set up a second factor. */
export interface SignedIn {
  user: User;
  message: string;
  recoveryCodes?: string[];
}

/** What the password step answers: a finished sign-in, or (staff) the second step to take. */
export type LoginAnswer = SignedIn | { secondFactor: SecondFactorStep; message: string };

export const isSecondStep = (
  answer: LoginAnswer,
): answer is { secondFactor: SecondFactorStep; message: string } => 'secondFactor' in answer;

// @simplewebauthn/browser loads only when a passkey is used, so the sign-in screen stays small.
const webauthn = () => import('@simplewebauthn/browser');

export const verifyCode = (ticket: string, method: 'totp' | 'recovery', code: string) =>
  api.post<SignedIn>('/auth/login/second-factor', { ticket, method, code });

/**
 * Signs in with a passkey: the second step of a password sign-in (with its ticket), or on its own
 * (without one; the passkey names the account).
 */
export async function signInWithPasskey(input: { ticket?: string; rememberMe?: boolean }): Promise<SignedIn> {
  const { startAuthentication } = await webauthn();
  const { ticket, options } = await api.post<{
    ticket: string;
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
  }>(
    '/auth/passkey/options',
    input.ticket ? { ticket: input.ticket } : { rememberMe: input.rememberMe ?? false },
  );
  const passkey = await startAuthentication({ optionsJSON: options });
  return api.post<SignedIn>('/auth/login/passkey', { ticket, passkey });
}

export const startTotpEnrolment = (ticket: string) =>
  api.post<{ totp: { secret: string; uri: string } }>('/auth/login/enrol-options', {
    ticket,
    method: 'totp',
  });

export const enrolTotp = (ticket: string, code: string) =>
  api.post<SignedIn>('/auth/login/enrol', { ticket, code });

export async function enrolPasskey(ticket: string): Promise<SignedIn> {
  const { startRegistration } = await webauthn();
  const { options } = await api.post<{
    options: Parameters<typeof startRegistration>[0]['optionsJSON'];
  }>('/auth/login/enrol-passkey/options', { ticket });
  const passkey = await startRegistration({ optionsJSON: options });
  return api.post<SignedIn>('/auth/login/enrol-passkey', { ticket, passkey });
}
