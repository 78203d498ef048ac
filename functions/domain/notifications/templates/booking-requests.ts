import { appPaths } from '#contract/app-paths';
import { requestKindLabels, type BookingRequest } from '#contract/booking-requests';
import { noticeOf, type Notice } from '../notices.ts';
import { roomLeftLines, type KeyOfRoomLeft } from './booking-news.ts';
import { composeMail, managementLink } from './layout.ts';

/**
 * Staff decided a student's request about their booking (issue #30 §2): approved (the booking was
 * cancelled or moved with it) or declined, with staff's reason either way.
 */
const requestPath = (request: BookingRequest) => appPaths.student.booking(request.booking.publicId);

/** `roomLeft`: an approved room change of a student checked in, which recorded the room's key. */
export function requestDecidedMail(request: BookingRequest, email: string, roomLeft?: KeyOfRoomLeft) {
  const decision = request.decision!;
  const what = requestKindLabels[request.kind].toLowerCase();
  const approved = decision.outcome === 'approved';
  const effect =
    request.kind === 'cancellation'
      ? 'Your booking is cancelled; the refund the hostel’s policy gives is on your money page.'
      : `Your booking has moved to Room ${decision.roomNumber}. Any difference in rent is on your money page.`;
  return composeMail({
    to: email,
    subject: `Your ${what} request was ${decision.outcome}`,
    greeting: `Hello ${request.student.fullName},`,
    lines: [
      `The hostel office has ${decision.outcome} your ${what} request for Room ${request.room.roomNumber}.`,
      ...(approved ? [effect] : []),
      ...(approved && roomLeft ? roomLeftLines(roomLeft) : []),
      `Reason given: ${decision.reason}`,
    ],
    action: { label: 'See your booking', url: managementLink(requestPath(request)) },
    after: ['If you have questions, please contact the hostel office.'],
  });
}

/** The decision as a notice of the student's centre, leading to their booking. */
export const requestDecidedNotice = (
  request: BookingRequest,
  email: string,
  roomLeft?: KeyOfRoomLeft,
): Notice =>
  noticeOf(
    request.student.id,
    'bookings',
    requestDecidedMail(request, email, roomLeft),
    requestPath(request),
  );
