import * as messages from '#contract/messages';
import {
  maintenanceConfirmSchema,
  maintenanceReopenSchema,
  type ReportersRequest,
} from '#contract/maintenance';
import * as z from '#contract/zod';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { confirmFix, reopenRequest } from '../api/maintenance.ts';
import { RepairRatingField } from './repair-rating-field.tsx';

/** The confirm form's fields as the API reads them: a rating chosen is a number, none is left out. */
const confirmFormSchema = z.pipe(
  z.transform(
    ({ rating, comment }: { rating: string; comment: string }): z.input<typeof maintenanceConfirmSchema> => ({
      ...(rating && { rating: Number(rating) }),
      comment,
    }),
  ),
  maintenanceConfirmSchema,
);

/**
 * A resolved request asks its reporter: is it fixed (close it, saying how the repair was if they like),
 * or is something still wrong (reopen)?
 */
export function ReporterActions({ request }: { request: ReportersRequest }) {
  const paused = useMaintenance().on;
  const confirm = useSchemaForm({
    initial: { rating: '', comment: '' },
    schema: confirmFormSchema,
    save: (answer) => confirmFix(request.id, answer),
    failure: messages.maintenance.updateFailed,
    invalidates: [resourceKeys.maintenance],
    onSaved: ({ message }) => notifySuccess(message),
  });
  const reopen = useSchemaForm({
    initial: { reason: '' },
    schema: maintenanceReopenSchema,
    save: ({ reason }) => reopenRequest(request.id, reason),
    failure: messages.maintenance.updateFailed,
    failureShownIn: 'reason',
    invalidates: [resourceKeys.maintenance],
    onSaved: ({ message }) => notifySuccess(message),
  });
  if (request.status !== 'resolved') return null;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-base font-semibold">Is it fixed?</h2>
      <MaintenancePause what="Answering" />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Staff marked this request resolved. Confirm the fix to close it, or tell them what is still wrong.
      </p>
      <form onSubmit={confirm.submit} noValidate className="space-y-3">
        <RepairRatingField
          value={confirm.values.rating}
          onChange={(rating) => confirm.setValues((values) => ({ ...values, rating }))}
          error={confirm.errors.rating}
          disabled={paused}
        />
        <TextAreaField
          label="Anything to add about the repair? (optional)"
          rows={2}
          maxLength={500}
          {...confirm.bind('comment')}
        />
        <FormActions submitLabel="Yes, it is fixed" disabled={paused} pending={confirm.pending} />
      </form>
      <form onSubmit={reopen.submit} noValidate className="space-y-3">
        <TextAreaField
          label="Still wrong? Tell us what"
          rows={3}
          maxLength={1000}
          {...reopen.bind('reason')}
        />
        <FormActions
          submitLabel="Reopen the request"
          variant="secondary"
          disabled={paused}
          pending={reopen.pending}
        />
      </form>
    </Card>
  );
}
