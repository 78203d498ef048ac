import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ShieldAlert, ShieldCheck, Siren } from 'lucide-react';
import * as messages from '#contract/messages';
import { lockdownSwitchSchema, type LockdownSwitch } from '#contract/realtime';
import type { LockdownState } from '#contract/settings';
import * as z from '#contract/zod';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { useFocusAfterChange } from '../../../components/ui/use-focus-after-change.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { useLockdown } from '../api/get-lockdown.ts';
import { switchLockdown } from '../api/switch-lockdown.ts';
import type { Message } from '../../../types/api.ts';

/**
 * Emergency Controls (docs/spec.md §2, §4): the lockdown's state, who switched it and when; switching it on
 * needs a reason and a confirmation, since it signs every student out at once.
 */
export function LockdownControlsScreen() {
  const query = useLockdown();
  const [changed, setChanged] = useState<LockdownState | null>(null);
  // The answer of this screen's last switch, or the lockdown as read since, whichever is of the later
  // switch (switches' times only grow, decision 0092; ISO times order as text). Every switch, refused or
  // not, reads the lockdown again: a switch refused because another was stored meanwhile (409) then
  // shows the other, in force; a read answered from before this screen's own switch does not hide it.
  const state =
    changed && (!query.data || (changed.changedAt ?? '') > (query.data.changedAt ?? ''))
      ? changed
      : query.data;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Emergency Controls</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Lock the student side of the system at once, for example during an evacuation.
        </p>
      </div>
      {query.status === 'pending' && !changed && (
        <LoadingState label="Loading the emergency state" rows={2} />
      )}
      {query.status === 'error' && !changed && (
        <ErrorState message={messages.lockdownSwitch.fetchFailed} onRetry={() => void query.refetch()} />
      )}
      {state && <LockdownPanel state={state} onChanged={setChanged} />}
    </div>
  );
}

/** The typed reason and instructions as the switch that turns the lockdown on (the contract's rules). */
const activationSchema = z.pipe(
  z.transform(({ reason, instructions }: { reason: string; instructions: string }): LockdownSwitch => ({
    active: true,
    reason,
    instructions,
  })),
  lockdownSwitchSchema,
);

/** Every switch changes the lockdown and the settings the shell reads it from. */
const invalidates = [resourceKeys.lockdown, resourceKeys.settings];

function LockdownPanel({
  state,
  onChanged,
}: {
  state: LockdownState;
  onChanged: (next: LockdownState) => void;
}) {
  const switched = (result: LockdownState & Message) => {
    onChanged(result);
    notifySuccess(result.message);
  };
  // Switching on is a form: a reason, checked, then confirmed, since it signs every student out.
  const activation = useSchemaForm({
    initial: { reason: '', instructions: '' },
    schema: activationSchema,
    save: switchLockdown,
    failure: messages.lockdownSwitch.switchFailed,
    invalidates,
    confirmFirst: true,
    onSaved: (result) => {
      activation.reset();
      switched(result);
    },
  });
  // Lifted, the lockdown's Deactivate gives way to Activate, which takes the focus: on the button that
  // went, it fell to the page's body and a keyboard started again from the top.
  const { control, focusAfter } = useFocusAfterChange();
  const deactivation = useMutation({
    mutationFn: () => switchLockdown({ active: false }),
    meta: { invalidates },
    onSuccess: (result) => {
      switched(result);
      focusAfter('activate');
    },
    onError: (error) => notifyFailure(error, messages.lockdownSwitch.switchFailed),
  });

  return (
    <>
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-start gap-4">
          {state.active ? (
            <Siren className="size-8 shrink-0 text-red-600 dark:text-red-400" aria-hidden="true" />
          ) : (
            <ShieldCheck
              className="size-8 shrink-0 text-emerald-600 dark:text-emerald-400"
              aria-hidden="true"
            />
          )}
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
              Emergency lockdown
              <Badge tone={state.active ? 'red' : 'green'}>{state.active ? 'Active' : 'Inactive'}</Badge>
            </h2>
            {state.active && (
              <p className="text-sm break-words">
                <span className="font-medium">Reason:</span> {state.reason}
              </p>
            )}
            {state.active && state.instructions && (
              <p className="text-sm break-words whitespace-pre-line">
                <span className="font-medium">Instructions to students:</span> {state.instructions}
              </p>
            )}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {state.changedBy
                ? `${state.active ? 'Activated' : 'Last deactivated'} by ${state.changedBy} on ${formatDateTime(state.changedAt)}`
                : 'Never switched on.'}
            </p>
          </div>
        </div>
      </Card>

      {state.active ? (
        <Card className="space-y-3 p-5 sm:p-6">
          <h2 className="text-lg font-semibold">Lift the lockdown</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Students can sign in and use the system again. Every open browser is told at once.
          </p>
          <Button variant="primary" pending={deactivation.isPending} onClick={() => deactivation.mutate()}>
            <ShieldCheck className="size-4" aria-hidden="true" /> Deactivate lockdown
          </Button>
        </Card>
      ) : (
        <Card className="p-5 sm:p-6">
          <form onSubmit={activation.submit} noValidate className="space-y-4">
            <h2 className="text-lg font-semibold">Activate the lockdown</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Every student is signed out at once and cannot sign in or register until the lockdown is lifted.
              Admins keep working and see the reason.
            </p>
            <TextAreaField label="Reason" rows={3} maxLength={500} {...activation.bind('reason')} />
            <TextAreaField
              label="Instructions for students (optional)"
              hint="Shown on the sign-in page to everyone while the lockdown lasts, for example: stay in your rooms, wardens are coming round. The reason is for staff only."
              rows={3}
              maxLength={500}
              {...activation.bind('instructions')}
            />
            <Button ref={control('activate')} type="submit" variant="danger">
              <ShieldAlert className="size-4" aria-hidden="true" /> Activate lockdown
            </Button>
          </form>
        </Card>
      )}

      <Dialog
        open={activation.confirming !== null}
        title="Activate the emergency lockdown?"
        onClose={activation.cancel}
      >
        <div className="space-y-4 text-sm">
          <p>
            Every student is signed out now and sees: “{messages.lockdown.realtimeStudent}” Staff see the
            reason:
          </p>
          <p className="rounded-lg bg-slate-100 p-3 break-words dark:bg-slate-800">
            {activation.confirming?.active && activation.confirming.reason}
          </p>
          {activation.confirming?.active && activation.confirming.instructions && (
            <>
              <p>Everyone on the sign-in page sees your instructions:</p>
              <p className="rounded-lg bg-slate-100 p-3 break-words whitespace-pre-line dark:bg-slate-800">
                {activation.confirming.instructions}
              </p>
            </>
          )}
          <DialogActions>
            <Button variant="danger" pending={activation.pending} onClick={() => void activation.confirm()}>
              Yes, activate lockdown
            </Button>
          </DialogActions>
        </div>
      </Dialog>
    </>
  );
}
