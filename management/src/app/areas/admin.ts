/** The admin area's chunk (SPEC.md §2 Admin); students never download it. */
export { AdminDashboardScreen } from '../../features/admin-dashboard/screens/admin-dashboard-screen.tsx';
export { StudentsScreen } from '../../features/students/screens/students-screen.tsx';
export { StudentProfileScreen } from '../../features/students/screens/student-profile-screen.tsx';
export { ArchivedBookingScreen } from '../../features/students/screens/archived-booking-screen.tsx';
