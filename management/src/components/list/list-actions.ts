import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FilterOption } from '../../lib/list-params.ts';

/** What a confirmation says before an action goes ahead (components/ui/confirm-dialog.tsx). */
export interface Confirmation {
  title: string;
  confirmLabel: string;
  body: ReactNode;
  tone?: 'danger' | 'primary';
}

/**
 * One action on a row, as data. It runs at once, or after a confirmation when it has `confirm`: then its
 * `run` is the call, and the confirmation stays open, its button busy, until it settles. Done, `run` has
 * said so and the confirmation closes; refused, the confirmation stays open and says why in place of a
 * toast (the server's reason, else `failed`), so the user may keep things as they are or try again.
 * An action without a confirmation tells the user how it went itself.
 */
export type RowAction<Row> = {
  key: string;
  /** The button's words, e.g. 'Delete'. With an icon they show on a phone's card and a wide screen. */
  label: string;
  /** The button's accessible name, naming the row: 'Delete Ama Mensah'. */
  name: (row: Row) => string;
  icon?: LucideIcon;
  tone?: 'danger';
  /** The rows it applies to (a booking that ended has none); all when absent. */
  when?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
} & (
  | { confirm?: never; failed?: never; run: (row: Row) => unknown }
  | { confirm: (row: Row) => Confirmation; failed: string; run: (row: Row) => Promise<unknown> }
);

/**
 * One action on the selected rows, as data: started from the bar over the list (a button, or a choice
 * such as the status to set), confirmed, then run on each row in turn; a summary shows what was done
 * and what was refused with its reason (lib/bulk.ts).
 */
export interface BulkAction<Row> {
  key: string;
  trigger:
    | { kind: 'button'; label: string; tone?: 'primary' | 'danger' }
    | { kind: 'choose'; label: string; options: readonly FilterOption[] };
  /** A reason asked for in the confirmation, required. */
  reason?: { label: string; required: string };
  /** `choice` is the choice made in the bar (empty for a button). */
  confirm: (rows: Row[], choice: string) => Confirmation;
  /** The row's name in the summary, e.g. 'Room 101'. */
  describe: (row: Row) => string;
  /** `value` is the choice made in the bar, or the reason given. */
  each: (row: Row, value: string) => Promise<unknown>;
  /** Said of a row the server refused without a reason of its own. */
  failed: string;
  /** The summary's title, e.g. 'Check-out'. */
  summary: string;
}
