import * as messages from '#contract/messages';
import { maintenanceCommentSchema } from '#contract/maintenance';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox, TextAreaField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { addComment } from '../api/maintenance.ts';

/** A comment on a request; staff may keep theirs internal, which the student never sees. */
export function CommentForm({ requestId, staff }: { requestId: string; staff: boolean }) {
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
        <TextAreaField label="Add a comment" rows={3} maxLength={1000} {...form.bind('text')} />
        {staff && (
          <Checkbox label="Internal: staff only, not shown to the student" {...form.check('internal')} />
        )}
        <Button type="submit" pending={form.pending}>
          Add comment
        </Button>
      </form>
    </Card>
  );
}
