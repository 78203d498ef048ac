import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { messages } from '#contract/messages';
import {
  genderDesignations,
  roomSortValues,
  roomStatuses,
  type RoomInput,
  type RoomStatus,
} from '#contract/rooms';
import { sortParamOf } from '#contract/sorting';
import type { BookIntoRoomSlot } from '../../../components/feature-slots.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { BulkBar, BulkSummary } from '../../../components/ui/bulk-actions.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { runBulk, type BulkOutcome } from '../../../lib/bulk.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys, useInvalidate } from '../../../lib/query-client.ts';
import { notifyUndoable } from '../../../lib/notify-undo.ts';
import type { Room } from '../../../types/api.ts';
import { downloadSpreadsheet, type SpreadsheetFormat } from '../../../lib/reports/download.ts';
import { getAllRooms, type RoomFilters } from '../../../lib/room-list.ts';
import { createRoom, deleteRoom, updateRoom, updateRoomStatus, useRoomList } from '../api/rooms-admin.ts';
import { RoomForm } from '../components/room-form.tsx';
import { RoomOccupants } from '../components/room-occupants.tsx';
import { designationLabels, roomStatusLabels, roomStatusTones } from '../components/room-labels.ts';
import { loadToast } from '../../../lib/toasts.ts';

const pageSize = 20;

const filterNames = ['search', 'roomType', 'available', 'genderDesignation', 'block'] as const;

const roomColumns = (changeStatus: (room: Room, status: RoomStatus) => Promise<void>): Column<Room>[] => [
  {
    key: 'room',
    header: 'Room',
    rowHeader: true,
    sortValue: roomSortValues.room,
    cell: (room) => (
      <span>
        <span className="font-semibold">{room.roomNumber}</span>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          Block {room.block}, floor {room.floor}
        </span>
      </span>
    ),
  },
  { key: 'type', header: 'Type', sortValue: roomSortValues.type, cell: (room) => room.roomType },
  {
    key: 'free',
    header: 'Free beds',
    sortValue: roomSortValues.free,
    className: 'whitespace-nowrap',
    cell: (room) => (
      <span>
        <span className="font-semibold">{room.freeBeds}</span> of {room.capacity}
      </span>
    ),
  },
  {
    key: 'designation',
    header: 'Designation',
    sortValue: roomSortValues.designation,
    cell: (room) => designationLabels[room.genderDesignation],
  },
  {
    key: 'status',
    header: 'Status',
    sortValue: roomSortValues.status,
    cell: (room) => (
      <div className="flex items-center gap-2">
        <span className="md:hidden">
          <Badge tone={roomStatusTones[room.status]}>{roomStatusLabels[room.status]}</Badge>
        </span>
        <select
          aria-label={`Status of room ${room.roomNumber}`}
          value={room.status}
          onChange={(event) => void changeStatus(room, event.target.value as RoomStatus)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs dark:border-slate-700 dark:bg-slate-900"
        >
          {roomStatuses.map((status) => (
            <option key={status} value={status}>
              {roomStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
    ),
  },
];

/** Manage Rooms (/admin/rooms, docs/spec.md §2): the room list with free beds, and every change to a room. */
export function ManageRoomsScreen({ BookIntoRoomDialog }: { BookIntoRoomDialog: BookIntoRoomSlot }) {
  const list = useListParams(filterNames);
  const filters: RoomFilters = {
    ...list.filters,
    available: list.filters.available as RoomFilters['available'],
    sort: sortParamOf(list.sort),
    page: list.page,
    limit: pageSize,
  };
  const rooms = useRoomList(filters);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<RoomStatus | ''>('');
  const [outcomes, setOutcomes] = useState<BulkOutcome[] | null>(null);
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [viewing, setViewing] = useState<Room | null>(null);
  const [deleting, setDeleting] = useState<Room | null>(null);

  const filter = (name: (typeof filterNames)[number]) => (event: { target: { value: string } }) => {
    setSelected(new Set());
    list.setFilter(name, event.target.value);
  };
  const listed = rooms.status === 'success' ? rooms.data.rooms : [];
  const chosen = listed.filter((room) => selected.has(room.id));
  const meta = { invalidates: occupancyKeys };
  const invalidateOccupancy = useInvalidate(occupancyKeys);
  const bulkChange = useMutation({
    mutationFn: ([picked, status]: [Room[], RoomStatus]) =>
      runBulk(
        picked,
        (room) => ({ key: room.id, label: `Room ${room.roomNumber}` }),
        (room) => updateRoomStatus(room.id, status),
        messages.rooms.statusFailed,
      ),
    meta,
  });
  const changeSelected = async () => {
    if (!bulkStatus) return;
    const result = await bulkChange.mutateAsync([chosen, bulkStatus]);
    setBulkStatus('');
    setSelected(new Set());
    setOutcomes(result);
  };

  const save = useMutation({
    meta,
    mutationFn: async (input: RoomInput) => {
      const creating = editing === 'new' || editing === null;
      try {
        if (creating) await createRoom(input);
        else await updateRoom(editing.id, input);
        notifySuccess(creating ? messages.rooms.created : messages.rooms.updated);
        setEditing(null);
      } catch (error) {
        notifyFailure(error, creating ? messages.rooms.createFailed : messages.rooms.updateFailed);
        throw error;
      }
    },
  });

  async function restore(room: Room) {
    const { roomNumber, roomType, capacity, genderDesignation, status, block, floor } = room;
    try {
      await createRoom({ roomNumber, roomType, capacity, genderDesignation, status, block, floor });
      notifySuccess(messages.rooms.created);
      void invalidateOccupancy();
    } catch (error) {
      notifyFailure(error, messages.rooms.createFailed);
    }
  }

  const remove = useMutation({
    meta,
    mutationFn: async (room: Room) => {
      try {
        await deleteRoom(room.id);
        // An empty room holds nothing but its own fields, so Undo builds it again as it was.
        notifyUndoable(messages.rooms.deleted, () => void restore(room));
        setDeleting(null);
      } catch (error) {
        // A room with occupants is refused with the API's reason (409), shown as it is.
        notifyFailure(error, messages.rooms.deleteFailed);
      }
    },
  });

  async function changeStatus(room: Room, status: RoomStatus, undoable = true) {
    try {
      await updateRoomStatus(room.id, status);
      if (undoable)
        notifyUndoable(messages.rooms.statusUpdated, () => void changeStatus(room, room.status, false));
      else notifySuccess(messages.rooms.statusUpdated);
      void invalidateOccupancy();
    } catch (error) {
      notifyFailure(error, messages.rooms.statusFailed);
    }
  }

  async function exportAll(format: SpreadsheetFormat) {
    const { page: _page, limit: _limit, ...criteria } = filters;
    let items: Room[];
    try {
      items = await getAllRooms(criteria);
    } catch (error) {
      notifyFailure(error, messages.exports.roomsExcelFailed);
      return;
    }
    await downloadSpreadsheet({ kind: 'rooms', items }, format, await loadToast());
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage Rooms</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Rooms, free beds, occupants and status.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void exportAll('xlsx')}>
            Export Excel
          </Button>
          <Button variant="secondary" onClick={() => void exportAll('csv')}>
            Export CSV
          </Button>
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> Add Room
          </Button>
        </div>
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-5" role="search" aria-label="Filter rooms">
        <TextField
          label="Search rooms"
          type="search"
          value={filters.search ?? ''}
          onChange={filter('search')}
        />
        <TextField label="Room type" value={filters.roomType ?? ''} onChange={filter('roomType')} />
        <SelectField label="Availability" value={filters.available ?? ''} onChange={filter('available')}>
          <option value="">All rooms</option>
          <option value="true">With free beds</option>
          <option value="false">Full or closed</option>
        </SelectField>
        <SelectField
          label="Gender designation"
          value={filters.genderDesignation ?? ''}
          onChange={filter('genderDesignation')}
        >
          <option value="">Any</option>
          {genderDesignations.map((designation) => (
            <option key={designation} value={designation}>
              {designationLabels[designation]}
            </option>
          ))}
        </SelectField>
        <TextField label="Block" value={filters.block ?? ''} onChange={filter('block')} />
      </Card>

      {rooms.status === 'pending' && <LoadingState label="Loading rooms" />}
      {rooms.status === 'error' && (
        <ErrorState
          message={messageOf(rooms.error, messages.rooms.fetchFailed)}
          onRetry={() => void rooms.refetch()}
        />
      )}
      {rooms.status === 'success' && rooms.data.rooms.length === 0 && (
        <Card className="p-6 text-center text-slate-600 dark:text-slate-400">
          No rooms match these filters.
        </Card>
      )}
      {rooms.status === 'success' && rooms.data.rooms.length > 0 && (
        <>
          <BulkBar count={chosen.length} noun="room" onClear={() => setSelected(new Set())}>
            <label className="flex items-center gap-2">
              <span>Change status to</span>
              <select
                value={bulkStatus}
                onChange={(event) => setBulkStatus(event.target.value as RoomStatus | '')}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
              >
                <option value="">Choose…</option>
                {roomStatuses.map((status) => (
                  <option key={status} value={status}>
                    {roomStatusLabels[status]}
                  </option>
                ))}
              </select>
            </label>
          </BulkBar>
          <DataTable
            caption="Rooms"
            rows={rooms.data.rooms}
            columns={roomColumns(changeStatus)}
            rowKey={(room) => room.id}
            rowProps={(room) => ({ 'data-room': room.roomNumber })}
            sort={list.sort}
            onSort={list.toggleSort}
            selection={{ selected, onChange: setSelected, label: (room) => `Select room ${room.roomNumber}` }}
            actions={(room) => (
              <>
                <Button variant="ghost" className="px-2.5" onClick={() => setViewing(room)}>
                  Occupants<span className="sr-only"> of room {room.roomNumber}</span>
                </Button>
                <Button variant="ghost" className="px-2.5" onClick={() => setEditing(room)}>
                  Edit<span className="sr-only"> room {room.roomNumber}</span>
                </Button>
                <Button
                  variant="ghost"
                  className="px-2.5 text-red-700 dark:text-red-300"
                  onClick={() => setDeleting(room)}
                >
                  Delete<span className="sr-only"> room {room.roomNumber}</span>
                </Button>
              </>
            )}
          />
          <Pager pagination={rooms.data.pagination} label="Room" onPage={list.setPage} />
        </>
      )}

      <ConfirmDialog
        open={bulkStatus !== ''}
        title={`Change the status of ${chosen.length} room${chosen.length === 1 ? '' : 's'}?`}
        confirmLabel={`Set to ${bulkStatus ? roomStatusLabels[bulkStatus] : ''}`}
        tone="primary"
        pending={bulkChange.isPending}
        onConfirm={() => void changeSelected()}
        onClose={() => setBulkStatus('')}
      >
        <p>
          {chosen.map((room) => room.roomNumber).join(', ')} will be{' '}
          {bulkStatus ? roomStatusLabels[bulkStatus] : ''}. A room that cannot take this status is refused
          with its reason; the others change.
        </p>
      </ConfirmDialog>
      <BulkSummary title="Room status" outcomes={outcomes} onClose={() => setOutcomes(null)} />

      <Dialog
        open={editing !== null}
        title={editing === 'new' ? 'Add Room' : `Edit Room ${editing?.roomNumber ?? ''}`}
        onClose={() => setEditing(null)}
      >
        {editing !== null && (
          <RoomForm
            key={editing === 'new' ? 'new' : editing.id}
            room={editing === 'new' ? undefined : editing}
            pending={save.isPending}
            onSubmit={save.mutateAsync}
          />
        )}
      </Dialog>
      <Dialog
        open={viewing !== null}
        title={`Occupants of Room ${viewing?.roomNumber ?? ''}`}
        onClose={() => setViewing(null)}
      >
        {viewing && <RoomOccupants room={viewing} BookIntoRoomDialog={BookIntoRoomDialog} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete Room ${deleting?.roomNumber ?? ''}?`}
        confirmLabel="Delete Room"
        pending={remove.isPending}
        onConfirm={() => deleting && void remove.mutateAsync(deleting)}
        onClose={() => setDeleting(null)}
      >
        <p>
          The room leaves the list and can no longer be booked; Undo in the message that follows puts it back.
          A room with occupants cannot be deleted: move or check them out first. To take a room out of use for
          a while, set its status to Closed instead.
        </p>
      </ConfirmDialog>
    </div>
  );
}
