/** The admin area's chunk (SPEC.md §2 Admin); students never download it. */
export { AdminDashboardScreen } from '../../features/dashboard/screens/admin-dashboard-screen.tsx';
