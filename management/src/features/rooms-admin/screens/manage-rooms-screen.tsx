import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Plus } from 'lucide-react';
import * as messages from '#contract/messages';
import {
  genderDesignations,
  roomSortValues,
  roomStatuses,
  type RoomInput,
  type RoomStatus,
} from '#contract/rooms';
import type { BookIntoRoomSlot } from '../../../components/feature-slots.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { ListScreen } from '../../../components/list/list-screen.tsx';
import { SpreadsheetButtons } from '../../../components/list/spreadsheet-buttons.tsx';
import type { BulkAction, RowAction } from '../../../components/list/list-actions.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { anyOr, choicesOf, filter, useListParams, type FilterField } from '../../../lib/list-params.ts';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { occupancyKeys, useInvalidate } from '../../../lib/query-client.ts';
import { notifyUndoable } from '../../../lib/notify-undo.ts';
import type { Room } from '../../../types/api.ts';
import { getAllRooms, type RoomFilters } from '../../../lib/room-list.ts';
import {
  createRoom,
  deleteRoom,
  returnToService,
  updateRoom,
  updateRoomStatus,
  useRoomList,
} from '../api/rooms-admin.ts';
import { OutOfServiceForm } from '../components/out-of-service-form.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { RoomForm } from '../components/room-form.tsx';
import { RoomOccupants } from '../components/room-occupants.tsx';
import { designationLabels, roomStatusLabels, roomStatusTones } from '../components/room-labels.ts';
import { rentText, useCurrentPrices } from '../../../lib/prices.ts';
import type { PeriodPrices } from '#contract/money';

const pageSize = 20;

const roomColumns = (
  changeStatus: (room: Room, status: RoomStatus) => Promise<void>,
  prices: PeriodPrices | undefined,
): Column<Room>[] => [
  {
    key: 'room',
    header: 'Room',
    rowHeader: true,
    sortValue: roomSortValues.room,
    cell: (room) => (
      <span>
        <span className="font-semibold">{room.roomNumber}</span>
        <span className="block text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
          Block {room.block}, floor {room.floor}
        </span>
      </span>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    sortValue: roomSortValues.type,
    // The rent this period under the type: the room's own price, else its type's (Prices, issue #26
    // §1). A line of the type's cell, like the block under the room, so the table keeps its width; each
    // line whole, where the narrow column broke 'GHS | 3,800.00' while Status had room to spare.
    cell: (room) => {
      const rent = prices ? (rentText(prices, room) ?? 'Not priced') : null;
      return (
        <span>
          {room.roomType}
          {rent && (
            <span className="block text-xs font-normal whitespace-nowrap text-slate-600 dark:text-slate-400">
              <span className="sr-only">Rent </span>
              {rent}
            </span>
          )}
        </span>
      );
    },
  },
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
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
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
        {room.outOfService && (
          <span
            className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-400"
            title={room.outOfService.reason}
          >
            Back by {formatDate(room.outOfService.expectedBack)}
          </span>
        )}
      </div>
    ),
  },
];

const roomFilters: FilterField<keyof Omit<RoomFilters, 'sort' | 'page' | 'limit'>>[] = [
  filter.search('search', 'Search rooms'),
  filter.text('roomType', 'Room type'),
  filter.select(
    'available',
    'Availability',
    anyOr('All rooms', { true: 'With free beds', false: 'Full or closed' }),
  ),
  filter.select(
    'genderDesignation',
    'Gender designation',
    choicesOf('Any', genderDesignations, designationLabels),
  ),
  filter.text('block', 'Block'),
];

const statusOptions = roomStatuses.map((status) => ({ value: status, label: roomStatusLabels[status] }));

/** Manage Rooms (/admin/rooms, docs/spec.md §2): the room list with free beds, and every change to a room. */
export function ManageRoomsScreen({ BookIntoRoomDialog }: { BookIntoRoomDialog: BookIntoRoomSlot }) {
  const list = useListParams(roomFilters);
  const filters: RoomFilters = {
    ...list.request,
    available: list.filters.available as RoomFilters['available'],
    limit: pageSize,
  };
  const rooms = useRoomList(filters);
  const { page: _page, limit: _limit, ...exportCriteria } = filters;
  const prices = useCurrentPrices();
  const [editing, setEditing] = useState<Room | 'new' | null>(null);
  const [viewing, setViewing] = useState<Room | null>(null);
  const [repairing, setRepairing] = useState<Room | null>(null);
  const meta = { invalidates: occupancyKeys };
  const invalidateOccupancy = useInvalidate(occupancyKeys);

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
      await deleteRoom(room.id);
      // An empty room holds nothing but its own fields, so Undo builds it again as it was.
      notifyUndoable(messages.rooms.deleted, () => void restore(room));
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

  /**
   * The status select: Maintenance asks why and until when (the room goes out of service for a repair,
   * decision 0030); Available from out of service returns it to service, so its beds go to the waitlist
   * first. Other changes are plain status changes.
   */
  async function chooseStatus(room: Room, status: RoomStatus) {
    if (status === 'maintenance') return setRepairing(room);
    if (room.outOfService && status === 'available') {
      try {
        notifySuccess((await returnToService(room.id)).message);
      } catch (error) {
        notifyFailure(error, messages.maintenance.backInServiceFailed);
      }
      return void invalidateOccupancy();
    }
    await changeStatus(room, status);
  }

  const actions: RowAction<Room>[] = [
    {
      key: 'occupants',
      label: 'Occupants',
      name: (room) => `Occupants of room ${room.roomNumber}`,
      run: setViewing,
    },
    { key: 'edit', label: 'Edit', name: (room) => `Edit room ${room.roomNumber}`, run: setEditing },
    {
      key: 'delete',
      label: 'Delete',
      name: (room) => `Delete room ${room.roomNumber}`,
      tone: 'danger',
      confirm: (room) => ({
        title: `Delete Room ${room.roomNumber}?`,
        confirmLabel: 'Delete Room',
        body: (
          <p>
            The room leaves the list and can no longer be booked; Undo in the message that follows puts it
            back. A room with occupants cannot be deleted: move or check them out first. To take a room out of
            use for a while, set its status to Closed instead.
          </p>
        ),
      }),
      // A room with occupants is refused with the API's reason (409), said in the confirmation.
      failed: messages.rooms.deleteFailed,
      run: remove.mutateAsync,
    },
  ];

  const changeStatuses: BulkAction<Room> = {
    key: 'status',
    trigger: { kind: 'choose', label: 'Change status to', options: statusOptions },
    confirm: (chosen, status) => ({
      title: `Change the status of ${chosen.length} room${chosen.length === 1 ? '' : 's'}?`,
      confirmLabel: `Set to ${roomStatusLabels[status as RoomStatus]}`,
      tone: 'primary',
      body: (
        <p>
          {chosen.map((room) => room.roomNumber).join(', ')} will be {roomStatusLabels[status as RoomStatus]}.
          A room that cannot take this status is refused with its reason; the others change.
        </p>
      ),
    }),
    describe: (room) => `Room ${room.roomNumber}`,
    each: (room, status) => updateRoomStatus(room.id, status as RoomStatus),
    failed: messages.rooms.statusFailed,
    summary: 'Room status',
  };

  return (
    <ListScreen
      title="Manage Rooms"
      description="Rooms, free beds, occupants and status."
      pageActions={
        <>
          <SpreadsheetButtons spreadsheet={{ kind: 'rooms', read: () => getAllRooms(exportCriteria) }} />
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> Add Room
          </Button>
        </>
      }
      query={rooms}
      rows={(data) => data.rooms}
      params={list}
      filters={{ label: 'Filter rooms' }}
      caption="Rooms"
      columns={roomColumns(chooseStatus, prices)}
      rowKey={(room) => room.id}
      rowProps={(room) => ({ 'data-room': room.roomNumber })}
      actions={actions}
      bulk={{ noun: 'room', label: (room) => `Select room ${room.roomNumber}`, actions: [changeStatuses] }}
      invalidates={occupancyKeys}
      loading="Loading rooms"
      failed={messages.rooms.fetchFailed}
      empty={{ title: 'No rooms match these filters.' }}
    >
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
        open={repairing !== null}
        title={`Take Room ${repairing?.roomNumber ?? ''} out of service`}
        onClose={() => setRepairing(null)}
      >
        {repairing && <OutOfServiceForm room={repairing} onDone={() => setRepairing(null)} />}
      </Dialog>
      <Dialog
        open={viewing !== null}
        title={`Occupants of Room ${viewing?.roomNumber ?? ''}`}
        onClose={() => setViewing(null)}
      >
        {viewing && <RoomOccupants room={viewing} BookIntoRoomDialog={BookIntoRoomDialog} />}
      </Dialog>
    </ListScreen>
  );
}
