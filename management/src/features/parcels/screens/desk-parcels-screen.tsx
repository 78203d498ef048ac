import { useMutation } from '@tanstack/react-query';
import { PackageCheck, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import * as messages from '#contract/messages';
import { parcelSortValues, type Parcel } from '#contract/parcels';
import type { RowAction } from '../../../components/list/list-actions.ts';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { RecordLink } from '../../../components/ui/record-link.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { parcelWrites, removeParcel, useDeskParcels } from '../api/desk-parcels.ts';
import { CollectParcelForm } from '../components/collect-parcel-form.tsx';
import { LogParcelForm } from '../components/log-parcel-form.tsx';
import { parcelFilters } from '../filters.ts';

const whoCollected = (parcel: Parcel) =>
  parcel.collected?.collectedBy ? `${parcel.collected.collectedBy}, for the student` : 'The student';

const columns: Column<Parcel>[] = [
  {
    key: 'student',
    header: 'Student',
    rowHeader: true,
    sortValue: parcelSortValues.student,
    cell: (parcel) => (
      <RecordLink to={paths.adminStudent.profile(parcel.student.id)}>{parcel.student.fullName}</RecordLink>
    ),
  },
  {
    key: 'room',
    header: 'Room',
    sortValue: parcelSortValues.room,
    cell: (parcel) => parcel.room?.roomNumber ?? 'No room',
  },
  {
    key: 'parcel',
    header: 'Carrier and description',
    // Whole, not cut at two lines: no other screen shows it (a phone's card cut it after some 30 letters).
    cell: (parcel) => (
      <span className="block max-w-xs break-words">
        {[parcel.carrier, parcel.description].filter(Boolean).join(' · ') || '—'}
      </span>
    ),
  },
  {
    key: 'shelf',
    header: 'Shelf',
    sortValue: parcelSortValues.shelf,
    cell: (parcel) => parcel.shelf ?? '—',
  },
  {
    key: 'logged',
    header: 'Logged',
    sortValue: parcelSortValues.logged,
    className: 'whitespace-nowrap',
    cell: (parcel) => (
      <span className="flex flex-col">
        <time dateTime={parcel.loggedAt}>{formatDateTime(parcel.loggedAt)}</time>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          by {parcel.loggedBy.name ?? 'staff'}
        </span>
      </span>
    ),
  },
  {
    key: 'collected',
    header: 'Collected',
    cell: (parcel) =>
      parcel.collected ? (
        <span className="flex flex-col">
          <time dateTime={parcel.collected.at}>{formatDateTime(parcel.collected.at)}</time>
          <span className="text-xs text-slate-600 dark:text-slate-400">{whoCollected(parcel)}</span>
        </span>
      ) : (
        'Waiting'
      ),
  },
];

/**
 * Parcels at the desk (staff, docs/spec.md §19): those waiting, newest first, or those collected lately;
 * log one for a student, hand one over, or remove one logged by mistake.
 */
export function DeskParcelsScreen() {
  const list = useListParams(parcelFilters);
  const parcels = useDeskParcels(list.request);
  const [logging, setLogging] = useState(false);
  const [collecting, setCollecting] = useState<Parcel | null>(null);

  const remove = useMutation({
    meta: { invalidates: parcelWrites },
    mutationFn: removeParcel,
  });

  const waiting = (parcel: Parcel) => parcel.status === 'waiting';
  const actions: RowAction<Parcel>[] = [
    {
      key: 'collect',
      label: 'Mark collected',
      // Its name holds the words a phone shows on it (WCAG 2.5.3), so a voice user's "Mark collected" works.
      name: (parcel) => `Mark collected: the parcel for ${parcel.student.fullName}`,
      icon: PackageCheck,
      when: waiting,
      run: setCollecting,
    },
    {
      key: 'remove',
      label: 'Remove',
      name: (parcel) => `Remove the parcel for ${parcel.student.fullName}`,
      icon: Trash2,
      tone: 'danger',
      when: waiting,
      confirm: (parcel) => ({
        title: `Remove the parcel for ${parcel.student.fullName}?`,
        confirmLabel: 'Remove parcel',
        body: (
          <p>
            Only for a parcel logged by mistake: it leaves the list and {parcel.student.fullName} is told it
            was not theirs. The audit trail keeps it.
          </p>
        ),
      }),
      // A parcel collected meanwhile is refused (409), said in the confirmation.
      failed: messages.parcels.removeFailed,
      run: async (parcel) => notifySuccess((await remove.mutateAsync(parcel)).message),
    },
  ];

  return (
    <ListScreen
      title="Parcels"
      description="Parcels delivered to the front desk for students: log them, hand them over."
      pageActions={
        <Button onClick={() => setLogging(true)}>
          <Plus className="size-4" aria-hidden="true" /> Log a parcel
        </Button>
      }
      query={parcels}
      rows={(data) => data.parcels}
      params={list}
      filters={{ label: 'Filter the parcels' }}
      caption="Parcels"
      columns={columns}
      rowKey={(parcel) => parcel.id}
      actions={actions}
      actionsNote={() => <span className="text-sm text-slate-600 dark:text-slate-400">Handed over</span>}
      loading="Loading the parcels"
      failed={messages.parcels.fetchFailed}
      empty={{
        title: 'No parcels waiting',
        body: 'Parcels logged for students are listed here until they are collected.',
        filtered: 'No parcels match these filters.',
      }}
    >
      <Dialog open={logging} title="Log a parcel" onClose={() => setLogging(false)}>
        {logging && <LogParcelForm onClose={() => setLogging(false)} />}
      </Dialog>
      <Dialog
        open={collecting !== null}
        title={`Hand over the parcel for ${collecting?.student.fullName ?? ''}`}
        onClose={() => setCollecting(null)}
      >
        {collecting && <CollectParcelForm parcel={collecting} onClose={() => setCollecting(null)} />}
      </Dialog>
    </ListScreen>
  );
}
