import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/field.tsx';

/** The 6-digit code an authenticator app shows: typed at sign-in, and to prove a new app is set up. */
export function AuthenticatorCodeField(props: Omit<ComponentProps<typeof TextField>, 'label'>) {
  return (
    <TextField label="Authentication code" inputMode="numeric" autoComplete="one-time-code" {...props} />
  );
}
