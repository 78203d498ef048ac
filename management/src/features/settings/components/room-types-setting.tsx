import { Plus, Trash2 } from 'lucide-react';
import * as messages from '#contract/messages';
import { maxRoomCapacity, roomTypesSchema, type RoomType } from '#contract/rooms';
import type { StaffSettings } from '#contract/settings';
import * as z from '#contract/zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormActions } from '../../../components/ui/form-card.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { resourceKeys } from '../../../lib/query-client.ts';
import { updateSettings } from '../api/settings.ts';

type Row = { key: number; name: string; capacity: string; description: string };

let nextKey = 0;
const rowOf = (type?: RoomType): Row => ({
  key: nextKey++,
  name: type?.name ?? '',
  capacity: type ? String(type.capacity) : '',
  description: type?.description ?? '',
});

/**
 * The hostel's room types with their beds (docs/spec.md §3): rooms are of one of them with exactly its
 * capacity, the room form offers them and the public rooms page lists them. The API refuses a change
 * that would leave a room without its type or with another capacity, and names those rooms.
 */
export function RoomTypesSetting({ settings }: { settings: StaffSettings }) {
  const form = useSchemaForm({
    initial: () => ({ roomTypes: settings.roomTypes.map(rowOf) }),
    // The rows' keys are the form's own: the schema leaves them out of what is sent.
    schema: z.object({ roomTypes: roomTypesSchema }),
    save: updateSettings,
    invalidates: [resourceKeys.settings, resourceKeys.rooms],
    failure: messages.rooms.typesFailed,
    onSaved: ({ message }) => notifySuccess(message),
  });
  const rows = form.values.roomTypes;
  const setRows = (next: (current: Row[]) => Row[]) =>
    form.setValues((values) => ({ ...values, roomTypes: next(values.roomTypes) }));
  // The first thing to fix, above the rows, as the check found it.
  const problem = Object.values(form.errors)[0];

  const change = (key: number, field: keyof Omit<Row, 'key'>, value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <FormAlert message={problem} />
      <ul className="space-y-4">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_7rem_auto] sm:items-end dark:border-slate-800"
          >
            <TextField
              label={`Room type ${index + 1}`}
              value={row.name}
              maxLength={40}
              onChange={(event) => change(row.key, 'name', event.target.value)}
            />
            <TextField
              label="Beds"
              type="number"
              min={1}
              max={maxRoomCapacity}
              value={row.capacity}
              onChange={(event) => change(row.key, 'capacity', event.target.value)}
            />
            <Button
              variant="secondary"
              aria-label={`Remove room type ${row.name || index + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Remove
            </Button>
            <TextField
              className="sm:col-span-3"
              label="Description on the public rooms page"
              value={row.description}
              maxLength={300}
              onChange={(event) => change(row.key, 'description', event.target.value)}
            />
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setRows((current) => [...current, rowOf()])}>
        <Plus className="size-4" aria-hidden="true" /> Add room type
      </Button>
      <FormActions submitLabel="Save room types" pending={form.pending} disabled={!form.changed} />
    </form>
  );
}
