import { useId, useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { messages } from '#contract/messages';
import type { QueueEntry } from '#contract/waitlist';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogActions } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useWaitlistEntryChange, useWaitlistQueue } from '../api/waitlist.ts';
import { deadlineLabel, timeLeft } from '../components/time-left.ts';

type Change = { entry: QueueEntry; action: 'up' | 'down' | 'remove' };

const changeTitles = {
  up: 'Move up one place',
  down: 'Move down one place',
  remove: 'Remove from the waitlist',
};

function ChangeDialog({ change, onClose }: { change: Change | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const write = useWaitlistEntryChange();
  const formId = useId();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <Dialog open={change !== null} title={change ? changeTitles[change.action] : ''} onClose={close}>
      {change && (
        <form
          id={formId}
          noValidate
          className="space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason.trim()) return setError(messages.waitlist.reasonRequired);
            try {
              const answer = await write.mutateAsync({
                studentId: change.entry.studentId,
                action: change.action,
                reason: reason.trim(),
              });
              notifySuccess(answer.message);
              close();
            } catch (failure) {
              notifyFailure(
                failure,
                change.action === 'remove' ? messages.waitlist.removeFailed : messages.waitlist.moveFailed,
              );
            }
          }}
        >
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {change.entry.student.fullName}
            {change.action === 'remove'
              ? ' leaves the queue and is told the reason by email.'
              : '. The reason is recorded in the audit trail.'}
            {change.action === 'remove' && change.entry.offer
              ? ` The bed held in room ${change.entry.offer.roomNumber} goes to the next student.`
              : ''}
          </p>
          <TextAreaField
            label="Reason"
            value={reason}
            error={error}
            rows={3}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <DialogActions>
            <Button
              type="submit"
              form={formId}
              variant={change.action === 'remove' ? 'danger' : 'primary'}
              pending={write.isPending}
            >
              {changeTitles[change.action]}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

function EntryCard({
  entry,
  first,
  last,
  onChange,
}: {
  entry: QueueEntry;
  first: boolean;
  last: boolean;
  onChange: (c: Change) => void;
}) {
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-4 p-4">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 font-semibold dark:bg-slate-800">
          {entry.position ?? '–'}
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{entry.student.fullName}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{entry.student.email}</p>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {entry.roomTypes.join(' › ')}
            {entry.block ? ` · Block ${entry.block}` : ''} · joined {deadlineLabel(entry.joinedAt)}
          </p>
        </div>
        <div className="text-sm">
          {entry.offer ? (
            <div className="space-y-1 text-right">
              <Badge tone="amber">Offered room {entry.offer.roomNumber}</Badge>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                until {deadlineLabel(entry.offer.expiresAt)} ({timeLeft(entry.offer.expiresAt)})
              </p>
            </div>
          ) : (
            <Badge tone="blue">Waiting</Badge>
          )}
        </div>
        <div className="flex gap-1">
          {entry.status === 'waiting' && (
            <>
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                aria-label={`Move ${entry.student.fullName} up`}
                disabled={first}
                onClick={() => onChange({ entry, action: 'up' })}
              >
                <ArrowUp className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                className="min-h-9 px-2"
                aria-label={`Move ${entry.student.fullName} down`}
                disabled={last}
                onClick={() => onChange({ entry, action: 'down' })}
              >
                <ArrowDown className="size-4" aria-hidden="true" />
              </Button>
            </>
          )}
          <Button
            variant="ghost"
            className="min-h-9 px-2 text-red-700 dark:text-red-300"
            aria-label={`Remove ${entry.student.fullName}`}
            onClick={() => onChange({ entry, action: 'remove' })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </Card>
    </li>
  );
}

/**
 * Staff's waitlist (issue #20): the current period's queue, whole or of one room type, with places,
 * outstanding offers and their deadlines; an entry moves one place up or down, or leaves, with a reason.
 */
export function WaitlistAdminScreen() {
  const [roomType, setRoomType] = useState('');
  const [change, setChange] = useState<Change | null>(null);
  const queue = useWaitlistQueue(roomType);
  const [types, setTypes] = useState<string[]>([]);
  if (queue.status === 'success' && !roomType) {
    const all = [...new Set(queue.data.entries.flatMap((entry) => entry.roomTypes))].sort();
    if (all.join('|') !== types.join('|')) setTypes(all);
  }

  let body;
  if (queue.status === 'pending') body = <LoadingState label="Loading the waitlist" rows={3} />;
  else if (queue.status === 'error')
    body = (
      <ErrorState
        message={messageOf(queue.error, messages.waitlist.fetchFailed)}
        onRetry={() => void queue.refetch()}
      />
    );
  else if (queue.data.entries.length === 0)
    body = <EmptyState title="Nobody is waiting">Students join when no suitable bed is free.</EmptyState>;
  else {
    const waiting = queue.data.entries.filter((entry) => entry.status === 'waiting');
    const offers = queue.data.entries.length - waiting.length;
    body = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {waiting.length} waiting · {offers} outstanding {offers === 1 ? 'offer' : 'offers'} · offers last{' '}
          {queue.data.offerHours} h (Settings)
        </p>
        <ol className="space-y-3">
          {queue.data.entries.map((entry) => (
            <EntryCard
              key={entry.studentId}
              entry={entry}
              first={entry.studentId === waiting[0]?.studentId}
              last={entry.studentId === waiting.at(-1)?.studentId}
              onChange={setChange}
            />
          ))}
        </ol>
      </>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Waitlist</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {queue.status === 'success'
            ? `Academic year ${queue.data.academicYear}, semester ${queue.data.semester}. `
            : ''}
          Freed beds are offered in this order, automatically.
        </p>
      </div>
      <SelectField
        label="Room type"
        className="max-w-xs"
        value={roomType}
        onChange={(e) => setRoomType(e.target.value)}
      >
        <option value="">All room types</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      {body}
      <ChangeDialog change={change} onClose={() => setChange(null)} />
    </div>
  );
}
