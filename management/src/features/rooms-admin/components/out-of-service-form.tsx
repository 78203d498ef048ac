import * as messages from '#contract/messages';
import { outOfServiceSchema } from '#contract/maintenance';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useSchemaForm } from '../../../lib/form.ts';
import { notifySavedThen } from '../../../lib/notify.ts';
import { occupancyKeys } from '../../../lib/query-client.ts';
import type { Room } from '../../../types/api.ts';
import { takeOutOfService } from '../api/rooms-admin.ts';

/**
 * Taking a room out of service for a repair: why, and the day it should be back. Its free beds stop
 * being bookable or offered, and the students living there are told by mail.
 */
export function OutOfServiceForm({ room, onDone }: { room: Room; onDone: () => void }) {
  const form = useSchemaForm({
    initial: { reason: '', expectedBack: '' },
    schema: outOfServiceSchema,
    save: (repair) => takeOutOfService(room.id, repair),
    failure: messages.maintenance.outOfServiceFailed,
    invalidates: occupancyKeys,
    onSaved: notifySavedThen(onDone),
  });
  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Its free beds can no longer be booked or offered to the waitlist. Students living in room{' '}
        {room.roomNumber} keep their beds and are told by mail.
      </p>
      <TextAreaField label="Reason" rows={3} maxLength={500} {...form.bind('reason')} />
      <TextField label="Expected back in service" type="date" {...form.bind('expectedBack')} />
      <Button type="submit" pending={form.pending}>
        Take out of service
      </Button>
    </form>
  );
}
