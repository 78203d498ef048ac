import {
  defaultRoomTypes,
  genderDesignations,
  maxRoomCapacity,
  roomInputSchema,
  roomStatuses,
  type RoomInput,
} from '#contract/rooms';
import * as z from '#contract/zod';
import { useId } from 'react';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { usePublicSettings } from '../../../lib/public-settings.ts';
import type { Room } from '../../../types/api.ts';
import { designationLabels, roomStatusLabels } from './room-labels.ts';

type Draft = {
  roomNumber: string;
  roomType: string;
  capacity: string;
  genderDesignation: string;
  status: string;
  block: string;
  floor: string;
};

function draftOf(room?: Room): Draft {
  return {
    roomNumber: room?.roomNumber ?? '',
    roomType: room?.roomType ?? defaultRoomTypes[1]!.name,
    capacity: String(room?.capacity ?? defaultRoomTypes[1]!.capacity),
    genderDesignation: room?.genderDesignation ?? 'mixed',
    status: room?.status ?? 'available',
    block: room?.block ?? '',
    floor: room ? String(room.floor) : '',
  };
}

/**
 * The contract's room, checked on the draft with blank block and floor left out (the API reads them from
 * the room number); the text of the selects is the contract's to check, so the draft passes as input.
 */
const draftSchema = z.pipe(
  z.transform(
    (draft: Draft) =>
      ({
        ...draft,
        block: draft.block.trim() || undefined,
        floor: draft.floor.trim() || undefined,
      }) as RoomInput,
  ),
  roomInputSchema,
);

/** Create or edit a room, in a dialog whose Cancel is its own; block and floor may be left blank (the API reads them from the number). */
export function RoomForm({
  room,
  pending,
  onSubmit,
}: {
  room?: Room;
  pending: boolean;
  onSubmit: (input: RoomInput) => Promise<void>;
}) {
  const formId = useId();
  const form = useSchemaForm({
    initial: () => draftOf(room),
    schema: draftSchema,
    save: onSubmit,
    // The screen's save tells how the write went; the form shows the server's field errors.
    failureShownIn: 'caller',
    onSaved: () => {},
  });
  const { bind } = form;
  const roomTypeField = bind('roomType');
  // The hostel's types (Settings, Room types); a room of a type since removed still shows its own.
  const types = usePublicSettings().data?.roomTypes ?? defaultRoomTypes;
  const typeNames = types.map((type) => type.name);
  if (!typeNames.includes(form.values.roomType)) typeNames.push(form.values.roomType);

  return (
    <form id={formId} onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Room number" {...bind('roomNumber')} required />
      <SelectField
        label="Room type"
        {...roomTypeField}
        onChange={(event) => {
          roomTypeField.onChange(event);
          // A room has exactly its type's beds: the capacity follows the type.
          const type = types.find((known) => known.name === event.target.value);
          if (type) form.setValues((current) => ({ ...current, capacity: String(type.capacity) }));
        }}
      >
        {typeNames.map((type) => (
          <option key={type}>{type}</option>
        ))}
      </SelectField>
      <TextField
        label="Capacity"
        type="number"
        min={1}
        max={maxRoomCapacity}
        readOnly
        hint="Set by the room type (Settings, Room types)"
        {...bind('capacity')}
        required
      />
      <SelectField
        label="Gender designation"
        {...bind('genderDesignation')}
        choices={genderDesignations}
        choiceLabel={(designation) => designationLabels[designation]}
      />
      <SelectField
        label="Status"
        {...bind('status')}
        choices={roomStatuses}
        choiceLabel={(status) => roomStatusLabels[status]}
      />
      <TextField label="Block" {...bind('block')} hint="Blank: from the room number" />
      <TextField label="Floor" type="number" min={0} {...bind('floor')} hint="Blank: from the room number" />
      <FormActions submitLabel={room ? 'Save Room' : 'Create Room'} pending={pending} form={formId} />
    </form>
  );
}
