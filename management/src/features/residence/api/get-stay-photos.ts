import { useQuery } from '@tanstack/react-query';
import type {
  BookingStayForStudent,
  BookingStayResponse,
  CheckInLeftForStudent,
  ConditionEntry,
} from '#contract/desk';
import { stayQuery } from '../../../lib/booking.ts';
import { stayPhotosRefetch } from '../../../lib/photos.ts';

/**
 * The booking's stay as its student reads it: the desk's read, which signs the reports' photos as
 * short-lived links after its check that the booking is the student's own, read again before they
 * expire while the page stays open. One read, of which each hook below selects its part.
 */
const useStay = <Part>(
  bookingPublicId: string,
  select: (answer: BookingStayResponse<BookingStayForStudent>) => Part,
) => useQuery({ ...stayQuery(bookingPublicId), refetchInterval: stayPhotosRefetch, select });

/** The check-in report's items with their photos. */
export const useCheckInPhotos = (bookingPublicId: string) =>
  useStay(bookingPublicId, (answer): readonly ConditionEntry[] => answer.stay.checkIn?.items ?? []);

/** The rooms the student left by a move, oldest first, each with how the office recorded it (0106). */
export const useRoomsLeft = (bookingPublicId: string) =>
  useStay(bookingPublicId, (answer): readonly CheckInLeftForStudent[] => answer.stay.earlierCheckIns);
