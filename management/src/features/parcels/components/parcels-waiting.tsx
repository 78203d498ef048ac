import { Package } from 'lucide-react';
import { dashboardParts } from '#contract/app-paths';
import type { ParcelForStudent } from '#contract/parcels';
import { Card } from '../../../components/ui/card.tsx';
import { IconSection } from '../../../components/ui/icon-section.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useMyParcels } from '../api/my-parcels.ts';

const countLine = (count: number) => `${count} parcel${count === 1 ? '' : 's'} waiting at the front desk`;

/** What the desk wrote of the parcel: its carrier and description, or that it wrote nothing. */
const aboutParcel = (parcel: ParcelForStudent) =>
  [parcel.carrier, parcel.description].filter(Boolean).join(' · ') || 'A parcel';

/**
 * On the student's dashboard, while parcels wait for them at the desk: how many, each with what the
 * desk wrote of it and since when. It follows a parcel logged or collected without a reload (the
 * `parcels` notice, lib/query-client.ts). Nothing while none waits, nor while it loads.
 */
export function ParcelsWaiting() {
  const mine = useMyParcels();
  if (mine.status !== 'success' || mine.data.parcels.length === 0) return null;
  const { parcels } = mine.data;
  return (
    <IconSection id={dashboardParts.parcels} title="Parcels" icon={Package}>
      <Card className="space-y-3 p-5">
        <p className="font-semibold">{countLine(parcels.length)}</p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label="Your parcels waiting">
          {parcels.map((parcel) => (
            <li key={parcel.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
              <span className="min-w-0 break-words">{aboutParcel(parcel)}</span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                Since <time dateTime={parcel.loggedAt}>{formatDateTime(parcel.loggedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Bring your student ID to collect {parcels.length === 1 ? 'it' : 'them'}, or send someone you trust.
        </p>
      </Card>
    </IconSection>
  );
}
