import * as messages from '#contract/messages';
import { maintenanceCommentSchema } from '#contract/maintenance';
import { MaintenancePause } from '../../../components/maintenance-pause.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, TextAreaField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { useMaintenance } from '../../../lib/public-settings.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { addComment } from '../api/maintenance.ts';

/** A comment on a request; staff may keep theirs internal, which the student never sees. */
export function CommentForm({ requestId, staff }: { requestId: string; staff: boolean }) {
  // Staff work on through maintenance mode; a student's comment would be refused (docs/spec.md §1).
  const paused = useMaintenance().on && !staff;
  const form = useSchemaForm({
    initial: { text: '', internal: false },
    schema: maintenanceCommentSchema,
    save: (comment) => addComment(requestId, comment),
    failure: messages.maintenance.commentFailed,
    failureShownIn: 'text',
    invalidates: [resourceKeys.maintenance],
    onSaved: ({ message }) => {
      form.reset();
      notifySuccess(message);
    },
  });
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={form.submit} noValidate className="space-y-3">
        {!staff && <MaintenancePause what="Commenting" />}
        <TextAreaField label="Add a comment" rows={3} maxLength={1000} {...form.bind('text')} />
        {staff && (
          <Checkbox label="Internal: staff only, not shown to the student" {...form.check('internal')} />
        )}
        <FormActions submitLabel="Add comment" disabled={paused} pending={form.pending} />
      </form>
    </Card>
  );
}
