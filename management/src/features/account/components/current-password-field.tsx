import type { ComponentProps } from 'react';
import { PasswordField } from '../../../components/ui/field.tsx';

/**
 * The account's password, asked again before a change a borrowed session must not make alone (a new
 * password, a new address, a passkey): the same label and autofill hint wherever it is asked.
 */
export function CurrentPasswordField(
  props: Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete'>,
) {
  return <PasswordField label="Current password" autoComplete="current-password" {...props} />;
}
