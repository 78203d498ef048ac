import { useState, type FormEvent } from 'react';
import {
  defaultRoomType,
  genderDesignations,
  maxRoomCapacity,
  roomInputSchema,
  roomStatuses,
  roomTypeCapacities,
  type RoomInput,
} from '#contract/rooms';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form.ts';
import type { Room } from '../../../types/api.ts';
import { designationLabels, roomStatusLabels } from './room-labels.ts';

const roomTypes = [...Object.keys(roomTypeCapacities), defaultRoomType];

interface Draft {
  roomNumber: string;
  roomType: string;
  capacity: string;
  genderDesignation: string;
  status: string;
  block: string;
  floor: string;
}

function draftOf(room?: Room): Draft {
  return {
    roomNumber: room?.roomNumber ?? '',
    roomType: room?.roomType ?? 'Double',
    capacity: String(room?.capacity ?? 2),
    genderDesignation: room?.genderDesignation ?? 'mixed',
    status: room?.status ?? 'available',
    block: room?.block ?? '',
    floor: room ? String(room.floor) : '',
  };
}

/** Create or edit a room; block and floor may be left blank (the API reads them from the number). */
export function RoomForm({
  room,
  pending,
  onSubmit,
  onCancel,
}: {
  room?: Room;
  pending: boolean;
  onSubmit: (input: RoomInput) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(room));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof Draft) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setDraft((current) => {
      const next = { ...current, [name]: value };
      // A known type suggests its usual capacity; the admin may still change it.
      if (name === 'roomType' && value in roomTypeCapacities)
        next.capacity = String(roomTypeCapacities[value as keyof typeof roomTypeCapacities]);
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      ...draft,
      block: draft.block.trim() || undefined,
      floor: draft.floor.trim() || undefined,
    };
    const parsed = roomInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onSubmit(input as RoomInput);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Room number"
        value={draft.roomNumber}
        onChange={set('roomNumber')}
        error={errors.roomNumber}
        required
      />
      <SelectField
        label="Room type"
        value={draft.roomType}
        onChange={set('roomType')}
        error={errors.roomType}
      >
        {roomTypes.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <TextField
        label="Capacity"
        type="number"
        min={1}
        max={maxRoomCapacity}
        value={draft.capacity}
        onChange={set('capacity')}
        error={errors.capacity}
        required
      />
      <SelectField
        label="Gender designation"
        value={draft.genderDesignation}
        onChange={set('genderDesignation')}
        error={errors.genderDesignation}
      >
        {genderDesignations.map((designation) => (
          <option key={designation} value={designation}>
            {designationLabels[designation]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Status" value={draft.status} onChange={set('status')} error={errors.status}>
        {roomStatuses.map((status) => (
          <option key={status} value={status}>
            {roomStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Block"
        value={draft.block}
        onChange={set('block')}
        error={errors.block}
        hint="Blank: from the room number"
      />
      <TextField
        label="Floor"
        type="number"
        min={0}
        value={draft.floor}
        onChange={set('floor')}
        error={errors.floor}
        hint="Blank: from the room number"
      />
      <div className="flex items-end justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          {room ? 'Save Room' : 'Create Room'}
        </Button>
      </div>
    </form>
  );
}
