import { useState } from 'react';
import {
  maintenanceStatusLabels,
  maintenanceStatusSchema,
  maintenanceUrgencies,
  maintenanceUrgencyLabels,
  nextStatuses,
  type MaintenanceRequest,
  type MaintenanceUrgency,
} from '#contract/maintenance';
import * as messages from '#contract/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useFocusAfterChange } from '../../../components/ui/use-focus-after-change.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { focusScreenHeading } from '../../../lib/screen-heading.ts';
import {
  changeRequestStatus,
  requestWrites,
  useAssign,
  useAssignees,
  useSetPriority,
} from '../api/maintenance.ts';
import type { Message } from '../../../types/api.ts';

const done = { onSuccess: ({ message }: Message) => notifySuccess(message) };
const failed = { onError: (error: unknown) => notifyFailure(error, messages.maintenance.updateFailed) };

/**
 * Staff's controls on a request: who works on it, how soon, and its next state with a note the student
 * reads. The states offered are the ones the rules allow from here (contract/maintenance.ts); assigned
 * comes from choosing someone.
 */
export function StaffActions({ request }: { request: MaintenanceRequest }) {
  const assignees = useAssignees();
  const assign = useAssign(request.id);
  const priority = useSetPriority(request.id);
  const choices = nextStatuses(request.status, 'staff').filter((status) => status !== 'assigned');
  const [assignee, setAssignee] = useState(request.assignee?.id ?? '');
  // Once done, Assign and Update status are disabled, which dropped the focus to the page's body: it goes
  // to the field each was done from instead. Closing the request takes this card away: then the heading.
  const { control, focusAfter } = useFocusAfterChange();
  const statusForm = useSchemaForm({
    initial: { status: '', note: '' },
    schema: maintenanceStatusSchema,
    save: (change) => changeRequestStatus(request.id, change),
    invalidates: requestWrites,
    failure: messages.maintenance.updateFailed,
    onSaved: ({ message }, change) => {
      statusForm.reset();
      notifySuccess(message);
      if (change.status === 'closed') focusScreenHeading();
      else focusAfter('status');
    },
  });
  if (request.status === 'closed') return null;
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <h2 className="text-base font-semibold">Work on it</h2>
      {request.status !== 'resolved' && (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            ref={control('assignee')}
            label="Assigned to"
            className="min-w-48 flex-1"
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          >
            <option value="">Nobody yet</option>
            {(assignees.data ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.fullName}
              </option>
            ))}
          </SelectField>
          <Button
            variant="secondary"
            disabled={!assignee || assignee === request.assignee?.id}
            pending={assign.isPending}
            onClick={() =>
              assign.mutate(assignee, {
                onSuccess: (answer) => {
                  done.onSuccess(answer);
                  focusAfter('assignee');
                },
                ...failed,
              })
            }
          >
            Assign
          </Button>
        </div>
      )}
      {/* Busy rather than disabled while a change saves: disabled, it dropped the focus to the page's body. */}
      <SelectField
        label="Priority"
        value={request.priority}
        aria-busy={priority.isPending || undefined}
        onChange={(event) => {
          if (!priority.isPending)
            priority.mutate(event.target.value as MaintenanceUrgency, { ...done, ...failed });
        }}
      >
        {maintenanceUrgencies.map((urgency) => (
          <option key={urgency} value={urgency}>
            {maintenanceUrgencyLabels[urgency]}
          </option>
        ))}
      </SelectField>
      <form className="space-y-3" noValidate onSubmit={statusForm.submit}>
        <SelectField
          label="Move to"
          {...statusForm.bind('status')}
          ref={control('status')}
          placeholder="Choose…"
          choices={choices}
          choiceLabel={(choice) => maintenanceStatusLabels[choice]}
        />
        <TextAreaField
          label="Note to the student (optional)"
          rows={2}
          maxLength={1000}
          {...statusForm.bind('note')}
        />
        <FormActions
          submitLabel="Update status"
          disabled={!statusForm.values.status}
          pending={statusForm.pending}
        />
      </form>
    </Card>
  );
}
