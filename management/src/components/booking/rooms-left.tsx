import type { CheckInLeftForStudent } from '#contract/desk';
import { formatDateTime } from '../../lib/dates.ts';
import { ConditionChanges } from './condition-changes.tsx';

/**
 * The rooms a booking moved out of after a check-in, oldest first (decision 0102): each one's check-in,
 * the move, and how the room was left, its key and its condition against that check-in (0106; not
 * recorded for a move made before). Staff's stay panel and check-out show it, and the student's My
 * Residence, so both read the same record in the same words.
 */
export function RoomsLeft({ earlier }: { earlier: readonly CheckInLeftForStudent[] }) {
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {earlier.map((left) => (
        <li key={left.at} className="space-y-1">
          <p>
            Checked in to Room {left.room.roomNumber} {formatDateTime(left.at)} by {left.by.name ?? 'staff'},
            key {left.keyNumber}; moved to Room {left.movedTo.roomNumber} {formatDateTime(left.movedAt)}
            {left.leaving
              ? ` by ${left.leaving.by.name ?? 'staff'}, key ${left.leaving.keyReturned ? 'returned' : 'not returned'}.`
              : '. How the room was left was not recorded.'}
          </p>
          {left.leaving && (
            <ConditionChanges before={left.items} after={left.leaving.items} when="when left" />
          )}
        </li>
      ))}
    </ol>
  );
}
