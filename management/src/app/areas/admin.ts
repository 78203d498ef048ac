/** The admin area's chunk (SPEC.md §2 Admin); students never download it. */
export { StudentsScreen } from '../../features/students/screens/students-screen.tsx';
export { StudentProfileScreen } from '../../features/students/screens/student-profile-screen.tsx';
export { ArchivedBookingScreen } from '../../features/students/screens/archived-booking-screen.tsx';
export { ManageRoomsScreen } from '../../features/rooms-admin/screens/manage-rooms-screen.tsx';
export { ManageBookingsScreen } from '../../features/bookings-admin/screens/manage-bookings-screen.tsx';
export { AdminBookingDetailsScreen } from '../../features/bookings-admin/screens/admin-booking-details-screen.tsx';
export { SettingsScreen } from '../../features/settings/screens/settings-screen.tsx';
export { WaitlistAdminScreen } from '../../features/waitlist/screens/waitlist-admin-screen.tsx';
export { AdminProfileScreen } from '../../features/account/screens/admin-profile-screen.tsx';
