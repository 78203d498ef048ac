import * as messages from '#contract/messages';
import { maintenanceReopenSchema, type MaintenanceRequest } from '#contract/maintenance';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { reopenRequest, useConfirmFix } from '../api/maintenance.ts';

/** A resolved request asks its reporter: is it fixed (close it), or is something still wrong (reopen)? */
export function ReporterActions({ request }: { request: MaintenanceRequest }) {
  const confirm = useConfirmFix(request.id);
  const paused = useMaintenance().on;
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
      <Button
        className="w-full sm:w-auto"
        disabled={paused}
        pending={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onSuccess: ({ message }) => notifySuccess(message),
            onError: (error) => notifyFailure(error, messages.maintenance.updateFailed),
          })
        }
      >
        Yes, it is fixed
      </Button>
      <form onSubmit={reopen.submit} noValidate className="space-y-3">
        <TextAreaField
          label="Still wrong? Tell us what"
          rows={3}
          maxLength={1000}
          {...reopen.bind('reason')}
        />
        <Button
          type="submit"
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={paused}
          pending={reopen.pending}
        >
          Reopen the request
        </Button>
      </form>
    </Card>
  );
}
