/**
 * The headings of the screens no menu entry names, each in one place: the screen's heading, its tab's
 * title and its breadcrumb (routes.tsx `handle.title`, which app/shell/breadcrumbs.ts reads) are these
 * words. A screen the menu leads to is headed with the menu entry's words (app/shell/navigation.ts).
 */
export const screenTitles = {
  bookRoom: 'Book a Room',
  bookingDetails: 'Booking Details',
  reportProblem: 'Report a problem',
  sessions: 'Where you’re signed in',
} as const;
