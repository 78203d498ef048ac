import { useQuery } from '@tanstack/react-query';
import type { ConditionEntry } from '#contract/desk';
import { stayQuery } from '../../../lib/booking.ts';
import { stayPhotosRefetch } from '../../../lib/photos.ts';

/**
 * The check-in report's items with their photos as short-lived links, from the booking's stay (the
 * desk's read, which signs them after its check that the booking is the student's own), read again
 * before they expire while the page stays open.
 */
export const useCheckInPhotos = (bookingPublicId: string) =>
  useQuery({
    ...stayQuery(bookingPublicId),
    refetchInterval: stayPhotosRefetch,
    select: (answer): readonly ConditionEntry[] => answer.stay.checkIn?.items ?? [],
  });
