import { useQuery } from '@tanstack/react-query';
import type { ConditionEntry } from '#contract/desk';
import { stayQuery } from '../../../lib/booking.ts';

/**
 * The check-in report's items with their photos as short-lived links, from the booking's stay (the
 * desk's read, which signs them after its check that the booking is the student's own).
 */
export const useCheckInPhotos = (bookingPublicId: string) =>
  useQuery({
    ...stayQuery(bookingPublicId),
    select: (answer): readonly ConditionEntry[] => answer.stay.checkIn?.items ?? [],
  });
