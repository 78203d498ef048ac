import { conditionChanges, conditionLabels, type ConditionEntry } from '#contract/desk';
import { PhotoGallery } from '../ui/photo-gallery.tsx';
import { ConditionSummary } from './condition-summary.tsx';

/**
 * A room's condition as it was handed back, against its check-in's: each item that changed with staff's
 * note and photos, then the photos of items that did not. Check-out's, and that of each room a move took
 * the student out of (decision 0106), as staff and the student read it.
 */
export function ConditionChanges({
  before,
  after,
  when,
}: {
  before: readonly ConditionEntry[];
  after: readonly ConditionEntry[];
  /** When `after` was recorded, as each line says it: "at check-out", "when left". */
  when: string;
}) {
  const changes = conditionChanges(before, after);
  const changed = (entry: ConditionEntry) => changes.some((change) => change.item === entry.item);
  const photographed = after.filter((entry) => entry.photos?.length && !changed(entry));
  return (
    <>
      {changes.length > 0 ? (
        <ul className="space-y-1">
          {changes.map((change) => {
            const { note, photos } = after.find((entry) => entry.item === change.item)!;
            return (
              <li key={change.item} className="space-y-1">
                <p>
                  {change.item}: {change.before ? conditionLabels[change.before] : 'not recorded'} at
                  check-in, {conditionLabels[change.after]} {when}
                  {note && <span className="text-slate-600 dark:text-slate-400"> ({note})</span>}
                </p>
                {photos?.length ? (
                  <PhotoGallery label={`Photos of the ${change.item.toLowerCase()}`} photos={photos} />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        after.length > 0 && <p>Every item as at check-in.</p>
      )}
      {photographed.length > 0 && <ConditionSummary entries={photographed} />}
    </>
  );
}
