import { DoorOpen } from 'lucide-react';
import { RoomsLeft } from '../../../components/booking/rooms-left.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useRoomsLeft } from '../api/get-stay-photos.ts';

/**
 * On the resident's page, the rooms they moved out of during this stay with what the office recorded as
 * they left each (decision 0106): the key, and the items changed since its check-in with the notes and
 * photos, which check-out may deduct from the deposit for. Nothing when they have not moved, and
 * nothing until the stay is read: the rest of the page does not wait for it.
 */
export function RoomsYouLeft({ bookingPublicId }: { bookingPublicId: string }) {
  const earlier = useRoomsLeft(bookingPublicId).data;
  if (!earlier?.length) return null;
  return (
    <section aria-labelledby="rooms-left">
      <Card className="space-y-3 p-6">
        <h2 id="rooms-left" className="flex items-center gap-2 text-base font-semibold">
          <DoorOpen className="size-5 text-brand-600 dark:text-brand-400" aria-hidden="true" /> Rooms you left
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          What the office recorded as you moved out of each room: its key, and each item whose condition
          changed since you checked in. At check-out the office may deduct from your deposit for these as
          well.
        </p>
        <RoomsLeft earlier={earlier} />
      </Card>
    </section>
  );
}
