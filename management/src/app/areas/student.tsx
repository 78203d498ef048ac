/** The student area's chunk (docs/spec.md §2 Student), where the student's screens get their waitlist panel. */
import { StudentDashboardScreen as Dashboard } from '../../features/dashboard/screens/student-dashboard-screen.tsx';
import { AvailableRoomsScreen as AvailableRooms } from '../../features/rooms/screens/available-rooms-screen.tsx';
import { RoomDetailsScreen as RoomDetails } from '../../features/rooms/screens/room-details-screen.tsx';
import { WaitlistPanel } from '../../features/waitlist/components/waitlist-panel.tsx';
import { PinnedAnnouncements } from '../../features/announcements/components/pinned-announcements.tsx';

export const StudentDashboardScreen = () => (
  <Dashboard WaitlistPanel={WaitlistPanel} PinnedAnnouncements={PinnedAnnouncements} />
);
export const AvailableRoomsScreen = () => <AvailableRooms WaitlistPanel={WaitlistPanel} />;
export const RoomDetailsScreen = () => <RoomDetails WaitlistPanel={WaitlistPanel} />;
export { BookingDetailsScreen } from '../../features/bookings/screens/booking-details-screen.tsx';
