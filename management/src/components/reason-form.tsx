import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type * as z from '#contract/zod';
import { TextAreaField } from './ui/field.tsx';
import { DialogForm } from './ui/form-card.tsx';
import { useSchemaForm } from '../lib/form.ts';
import { notifySavedThen } from '../lib/notify.ts';
import type { Message } from '../types/api.ts';

/**
 * A staff change that needs a reason (told to the student or kept in the audit trail): what will happen,
 * the reason, and the change's button in its dialog's footer.
 */
export function ReasonForm({
  schema,
  save,
  invalidates,
  failure,
  action,
  tone = 'primary',
  onDone,
  children,
}: {
  schema: z.ZodMiniType<{ reason: string }>;
  save: (reason: string) => Promise<Message>;
  invalidates: readonly QueryKey[];
  failure: string;
  /** The button's label. */
  action: string;
  tone?: 'primary' | 'danger';
  onDone: () => void;
  /** What the change does. */
  children: ReactNode;
}) {
  const form = useSchemaForm({
    initial: { reason: '' },
    schema,
    save: ({ reason }) => save(reason),
    invalidates,
    failure,
    onSaved: notifySavedThen(onDone),
  });
  return (
    <DialogForm onSubmit={form.submit} pending={form.pending} submitLabel={action} variant={tone}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
      <TextAreaField label="Reason" rows={3} maxLength={500} {...form.bind('reason')} />
    </DialogForm>
  );
}
