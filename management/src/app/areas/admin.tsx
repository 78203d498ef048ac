/** The admin area's chunk (docs/spec.md §2 Admin); students never download it. Here the booking dialogs join the student and room screens. */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
import {
  BookForStudentDialog,
  BookIntoRoomDialog,
} from '../../features/bookings-admin/components/book-for-student-dialog.tsx';
import { ManageRoomsScreen as ManageRooms } from '../../features/rooms-admin/screens/manage-rooms-screen.tsx';
import { StudentProfileScreen as StudentProfile } from '../../features/students/screens/student-profile-screen.tsx';
import { LedgerPanel } from '../../features/money/components/ledger-panel.tsx';

const StaffLedgerPanel = ({ studentId }: { studentId: string }) => (
  <LedgerPanel studentId={studentId} staff />
);

export const StudentProfileScreen = () => (
  <StudentProfile BookForStudentDialog={BookForStudentDialog} LedgerPanel={StaffLedgerPanel} />
);
export const ManageRoomsScreen = () => <ManageRooms BookIntoRoomDialog={BookIntoRoomDialog} />;
export { StudentsScreen } from '../../features/students/screens/students-screen.tsx';
export { ArchivedBookingScreen } from '../../features/students/screens/archived-booking-screen.tsx';
export { ManageBookingsScreen } from '../../features/bookings-admin/screens/manage-bookings-screen.tsx';
export { AdminBookingDetailsScreen } from '../../features/bookings-admin/screens/admin-booking-details-screen.tsx';
export { BookingRequestsScreen } from '../../features/bookings-admin/screens/booking-requests-screen.tsx';
export { SettingsScreen } from '../../features/settings/screens/settings-screen.tsx';
export { ReportsScreen } from '../../features/reports/screens/reports-screen.tsx';
export { PricesScreen } from '../../features/money/screens/prices-screen.tsx';
export { OutstandingScreen } from '../../features/money/screens/outstanding-screen.tsx';
export { WaitlistAdminScreen } from '../../features/waitlist/screens/waitlist-admin-screen.tsx';
export { AnnouncementsScreen } from '../../features/announcements/screens/announcements-screen.tsx';
export { AdminProfileScreen } from '../../features/account/screens/admin-profile-screen.tsx';
export { SessionsScreen } from '../../features/account/screens/sessions-screen.tsx';
export { MaintenanceQueueScreen } from '../../features/maintenance/screens/maintenance-queue-screen.tsx';
export { StaffRequestScreen } from '../../features/maintenance/screens/request-screen.tsx';
export { DeskParcelsScreen } from '../../features/parcels/screens/desk-parcels-screen.tsx';
