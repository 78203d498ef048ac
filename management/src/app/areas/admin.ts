/** The admin area's chunk (SPEC.md §2 Admin); students never download it. */
export { AdminDashboardScreen } from '../../features/dashboard/screens/admin-dashboard-screen.tsx';
export { ManageRoomsScreen } from '../../features/rooms-admin/screens/manage-rooms-screen.tsx';
export { ManageBookingsScreen } from '../../features/bookings-admin/screens/manage-bookings-screen.tsx';
export { AdminBookingDetailsScreen } from '../../features/bookings-admin/screens/admin-booking-details-screen.tsx';
export { SettingsScreen } from '../../features/settings/screens/settings-screen.tsx';
export { AdminProfileScreen } from '../../features/admin-profile/screens/admin-profile-screen.tsx';
