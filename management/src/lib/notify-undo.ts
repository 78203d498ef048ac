import { toastDurations } from '../config/constants.ts';
import { withToast } from './toasts.ts';

/**
 * A success toast with an Undo button, for changes the data lets us take back (a room's status, a
 * booking's move, a switch in Settings). It stays twice the usual time so the button can be reached.
 */
export function notifyUndoable(message: string, undo: () => void): void {
  withToast((toast) =>
    toast.success(message, {
      duration: toastDurations.general * 2,
      action: { label: 'Undo', onClick: undo },
    }),
  );
}
