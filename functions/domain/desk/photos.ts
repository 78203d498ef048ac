import type { BookingStay, ConditionEntry } from '#contract/desk';
import { attachUploads, photoLinks } from '../uploads/uploads.ts';

/**
 * The photos of a condition report's items (issue #30 §1), through the uploads piece as a repair's are
 * (decision 0037): staff upload each under their own prefix, the report names the keys with their item,
 * and the write keeps them under attached/. Readers get short-lived links, never the keys.
 */

/**
 * Keeps the photos the report names, each item's in its order, and answers the report as it is stored
 * (`photoKeys` the kept keys) with the incoming keys to forget once it is committed. Refused (400) unless
 * every key is one this staff member uploaded for a report and has not yet been kept: a key of another
 * report is under attached/, and a kept upload's incoming copy is gone.
 */
export async function keptReport(
  userId: string,
  items: readonly ConditionEntry[],
): Promise<{ items: ConditionEntry[]; incoming: string[] }> {
  const incoming = items.flatMap((entry) => entry.photoKeys ?? []);
  const kept = await attachUploads('condition-photos', userId, incoming);
  let next = 0;
  return {
    items: items.map(({ photoKeys = [], ...entry }) => {
      const keys = kept.slice(next, (next += photoKeys.length));
      return keys.length ? { ...entry, photoKeys: keys } : entry;
    }),
    incoming,
  };
}

/** A report as a reader sees it: each item's photos as short-lived links, and no keys. */
export const shownReport = (items: readonly ConditionEntry[]): Promise<ConditionEntry[]> =>
  Promise.all(
    items.map(async ({ photoKeys, photos: _, ...entry }) =>
      photoKeys?.length ? { ...entry, photos: await photoLinks(photoKeys) } : entry,
    ),
  );

/** The stay with its reports' photos as links: only after the caller's own check that they may see it. */
export async function shownStay(stay: BookingStay): Promise<BookingStay> {
  const [checkIn, checkOut, earlier] = await Promise.all([
    stay.checkIn && shownReport(stay.checkIn.items),
    stay.checkOut && shownReport(stay.checkOut.items),
    Promise.all(
      stay.earlierCheckIns.map(async (left) => ({
        ...left,
        items: await shownReport(left.items),
        leaving: left.leaving && { ...left.leaving, items: await shownReport(left.leaving.items) },
      })),
    ),
  ]);
  return {
    ...stay,
    checkIn: stay.checkIn && { ...stay.checkIn, items: checkIn! },
    earlierCheckIns: earlier,
    checkOut: stay.checkOut && { ...stay.checkOut, items: checkOut! },
  };
}
