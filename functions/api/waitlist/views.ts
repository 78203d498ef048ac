import type { MyWaitlist, QueueEntry, WaitlistEntry } from '#contract/waitlist';
import type { Settings } from '../../data/settings.ts';
import { getEntry, queueOf, type Period } from '../../data/waitlist.ts';

export const periodOf = (settings: Settings): Period => ({
  academicYear: settings.currentAcademicYear,
  semester: settings.currentSemester,
});

/**
 * Places in the queue: 1-based among the entries still waiting (an offered entry holds a bed and waits
 * no more), optionally among those that accept one room type.
 */
export function withPositions(queue: WaitlistEntry[], roomType?: string | null): QueueEntry[] {
  let position = 0;
  return queue
    .filter((entry) => !roomType || entry.roomTypes.includes(roomType))
    .map((entry) => ({ ...entry, position: entry.status === 'waiting' ? ++position : null }));
}

/** A student's own entry with where they stand for each room type they accept. */
export async function myWaitlist(settings: Settings, studentId: string): Promise<MyWaitlist> {
  const period = periodOf(settings);
  const entry = await getEntry(period, studentId);
  if (!entry) return { entry: null, positions: [], offerHours: settings.waitlistOfferHours };
  const queue = entry.status === 'waiting' ? await queueOf(period) : [];
  const positions =
    entry.status === 'waiting'
      ? entry.roomTypes.map((roomType) => {
          const ofType = withPositions(queue, roomType);
          return {
            roomType,
            position: ofType.find((other) => other.studentId === studentId)?.position ?? 1,
            waiting: ofType.filter((other) => other.position !== null).length,
          };
        })
      : [];
  return { entry, positions, offerHours: settings.waitlistOfferHours };
}
