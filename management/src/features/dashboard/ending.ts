import { orMissing } from '#contract/shown-values';
import { formatDate } from '../../lib/dates.ts';
import type { Booking } from '../../types/api.ts';

/**
 * How long the dashboard tells of a booking that ended. Past it the ending is history, listed under
 * Booking History: a stay checked out at the end of last period is not news when the next one begins.
 */
export const endingNewsDays = 30;

export interface Ending {
  title: string;
  detail: string;
  /** A booking staff ended early asks for attention; a stay checked out is the plain end of one. */
  tone: 'info' | 'warning';
}

/** How the booking ended, in the student's words: the status says how, the reasons say why. */
export function endingOf(booking: Booking): Ending {
  const room = `Room ${orMissing(booking.room?.roomNumber)}`;
  const on = formatDate(booking.archivedAt);
  if (booking.status === 'cancelled')
    return {
      title: `Your booking of ${room} was cancelled on ${on}`,
      detail: booking.cancellationReason
        ? `Reason: ${booking.cancellationReason}`
        : 'The hostel office gave no reason.',
      tone: 'warning',
    };
  if (booking.status === 'inactive')
    return {
      title: `You were checked out of ${room} on ${on}`,
      detail: 'Your stay there has ended.',
      tone: 'info',
    };
  return {
    title: `Your booking of ${room} ended on ${on}`,
    detail: booking.archiveReason ? `Reason: ${booking.archiveReason}` : 'It has been archived.',
    tone: 'warning',
  };
}

/** The newest archived booking, when it ended recently enough to be news (`endingNewsDays`). */
export function recentEnding(newest: Booking | undefined, now = new Date()): Booking | undefined {
  if (!newest?.archivedAt) return undefined;
  const ageMs = now.getTime() - new Date(newest.archivedAt).getTime();
  return ageMs <= endingNewsDays * 24 * 60 * 60 * 1000 ? newest : undefined;
}
