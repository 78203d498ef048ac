import { useState } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import * as messages from '#contract/messages';
import { removeWaitlistEntrySchema, type QueueEntry } from '#contract/waitlist';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { StudentCell } from '../../../components/student/student-cell.tsx';
import type { RowAction } from '../../../components/list/list-actions.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { anyOr, filter, useListParams, type FilterField } from '../../../lib/list-params.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import { moveWaitlistEntry, removeWaitlistEntry, useWaitlistQueue } from '../api/waitlist.ts';
import { deadlineLabel, timeLeft } from '../components/time-left.ts';

type ChangeKind = 'up' | 'down' | 'remove';
type Change = { entry: QueueEntry; action: ChangeKind };

const changeTitles: Record<ChangeKind, string> = {
  up: 'Move up one place',
  down: 'Move down one place',
  remove: 'Remove from the waitlist',
};

/** One change to the queue, with its reason: told to the student on removal, recorded in the audit trail. */
function ChangeForm({
  change,
  roomType,
  onClose,
}: {
  change: Change;
  /** The room type's queue on screen; a move happens within it. */
  roomType: string;
  onClose: () => void;
}) {
  const { entry, action } = change;
  return (
    <ReasonForm
      schema={removeWaitlistEntrySchema}
      save={(reason) =>
        action === 'remove'
          ? removeWaitlistEntry(entry.studentId, reason)
          : moveWaitlistEntry(entry.studentId, action, reason, roomType)
      }
      // A removal may offer the freed place to the next student.
      invalidates={occupancyKeys}
      failure={action === 'remove' ? messages.waitlist.removeFailed : messages.waitlist.moveFailed}
      action={changeTitles[action]}
      tone={action === 'remove' ? 'danger' : 'primary'}
      onDone={onClose}
    >
      {entry.student.fullName}
      {action === 'remove'
        ? ' leaves the queue and is told the reason by email.'
        : '. The reason is recorded in the audit trail.'}
      {action === 'remove' && entry.offer
        ? ` The bed held in room ${entry.offer.roomNumber} goes to the next student.`
        : ''}
    </ReasonForm>
  );
}

const waitlistColumns: Column<QueueEntry>[] = [
  {
    key: 'place',
    header: 'Place',
    className: 'md:w-16',
    cell: (entry) => (
      <span className="inline-flex size-9 items-center justify-center rounded-full bg-slate-100 font-semibold dark:bg-slate-800">
        {entry.position ?? '–'}
      </span>
    ),
  },
  {
    key: 'student',
    header: 'Student',
    rowHeader: true,
    cell: (entry) => (
      <StudentCell email={entry.student.email} width="md:max-w-56">
        <p className="font-semibold">{entry.student.fullName}</p>
      </StudentCell>
    ),
  },
  {
    key: 'wants',
    header: 'Wants',
    cell: (entry) => (
      <div>
        {entry.roomTypes.join(' › ')}
        {entry.block ? ` · Block ${entry.block}` : ''}
        <p className="text-xs text-slate-600 dark:text-slate-400">joined {deadlineLabel(entry.joinedAt)}</p>
      </div>
    ),
  },
  {
    key: 'offer',
    header: 'Offer',
    cell: (entry) =>
      entry.offer ? (
        <div className="space-y-1">
          <Badge tone="amber">Offered room {entry.offer.roomNumber}</Badge>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            until {deadlineLabel(entry.offer.expiresAt)} ({timeLeft(entry.offer.expiresAt)})
          </p>
        </div>
      ) : (
        <Badge tone="blue">Waiting</Badge>
      ),
  },
];

/** The room types students wait for, from the whole queue, to choose one type's queue by. */
const waitlistFilters = (types: readonly string[]): FilterField<'roomType'>[] => [
  filter.select(
    'roomType',
    'Room type',
    [...anyOr('All room types'), ...types.map((type) => ({ value: type, label: type }))],
    { open: true },
  ),
];

/**
 * Staff's waitlist (issue #20): the current period's queue, whole or of one room type, with places,
 * outstanding offers and their deadlines; an entry moves one place up or down, or leaves, with a reason.
 */
export function WaitlistAdminScreen() {
  // The whole queue names the room types to choose from; it is the list itself when no type is chosen.
  const everyone = useWaitlistQueue('');
  const types = [...new Set(everyone.data?.entries.flatMap((entry) => entry.roomTypes) ?? [])].sort();
  const fields = waitlistFilters(types);
  const list = useListParams(fields);
  const queue = useWaitlistQueue(list.filters.roomType);
  const [change, setChange] = useState<Change | null>(null);

  const waiting = queue.data?.entries.filter((entry) => entry.status === 'waiting') ?? [];
  const move = (action: 'up' | 'down', edge: QueueEntry | undefined): RowAction<QueueEntry> => ({
    key: action,
    label: action === 'up' ? 'Move up' : 'Move down',
    // Its name holds the words a phone shows on it (WCAG 2.5.3), so a voice user's "Move up" works.
    name: (entry) => `Move ${action} ${entry.student.fullName}`,
    icon: action === 'up' ? ArrowUp : ArrowDown,
    when: (entry) => entry.status === 'waiting',
    disabled: (entry) => entry.studentId === edge?.studentId,
    run: (entry) => setChange({ entry, action }),
  });
  const actions: RowAction<QueueEntry>[] = [
    move('up', waiting[0]),
    move('down', waiting.at(-1)),
    {
      key: 'remove',
      label: 'Remove',
      name: (entry) => `Remove ${entry.student.fullName}`,
      icon: Trash2,
      tone: 'danger',
      run: (entry) => setChange({ entry, action: 'remove' }),
    },
  ];

  return (
    <ListScreen
      title="Waitlist"
      description={`${
        queue.status === 'success'
          ? `Academic year ${queue.data.academicYear}, semester ${queue.data.semester}. `
          : ''
      }Freed beds are offered in this order, automatically.`}
      query={queue}
      rows={(data) => data.entries}
      params={list}
      filters={{ label: 'Filter the waitlist' }}
      caption="Waitlist"
      columns={waitlistColumns}
      rowKey={(entry) => entry.studentId}
      actions={actions}
      loading="Loading the waitlist"
      failed={messages.waitlist.fetchFailed}
      empty={{ title: 'Nobody is waiting', body: 'Students join when no suitable bed is free.' }}
      summary={(data) => {
        const offers = data.entries.length - waiting.length;
        return (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {waiting.length} waiting · {offers} outstanding {offers === 1 ? 'offer' : 'offers'} · offers last{' '}
            {data.offerHours} h, as set in{' '}
            <Link
              to={paths.admin.settings}
              className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Settings
            </Link>
          </p>
        );
      }}
    >
      <Dialog
        open={change !== null}
        title={change ? changeTitles[change.action] : ''}
        onClose={() => setChange(null)}
      >
        {change && (
          <ChangeForm
            key={`${change.entry.studentId}-${change.action}`}
            change={change}
            roomType={list.filters.roomType ?? ''}
            onClose={() => setChange(null)}
          />
        )}
      </Dialog>
    </ListScreen>
  );
}
