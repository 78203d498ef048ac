import * as messages from '#contract/messages';
import type { SettingsWriteResponse } from '#contract/settings';
import type * as z from '#contract/zod';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';

/**
 * A one-setting form of the Settings screen: written through PUT /settings, the settings read again
 * afterwards, and the server's words in a toast.
 */
export function useSettingsForm<Values extends Record<string, unknown>, Parsed>(options: {
  initial: Values;
  schema: z.ZodMiniType<Parsed>;
  save: (values: Parsed) => Promise<SettingsWriteResponse>;
}) {
  return useSchemaForm({
    ...options,
    failure: messages.settings.updateFailed,
    invalidates: [resourceKeys.settings],
    onSaved: ({ message }) => notifySuccess(message),
  });
}
