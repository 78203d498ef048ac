import { conditionLabels, type ConditionEntry } from '#contract/conditions';
import { PhotoGallery } from '../ui/photo-gallery.tsx';

/** A report as read later: the items not in good condition or with a note or photos, or a line saying all were good. */
export function ConditionSummary({ entries }: { entries: readonly ConditionEntry[] }) {
  const remarks = entries.filter((entry) => entry.condition !== 'good' || entry.note || entry.photos?.length);
  if (remarks.length === 0) return <p className="text-sm">Every item in good condition.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {remarks.map((entry) => (
        <li key={entry.item} className="space-y-1">
          <p>
            <span className="font-medium">{entry.item}</span>: {conditionLabels[entry.condition]}
            {entry.note && <span className="text-slate-600 dark:text-slate-400"> ({entry.note})</span>}
          </p>
          {entry.photos?.length ? (
            <PhotoGallery label={`Photos of the ${entry.item.toLowerCase()}`} photos={entry.photos} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
