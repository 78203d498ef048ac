/**
 * The student's form, account, money and booking screens, apart from the rest of the student area so the
 * validation library they need loads only when one opens, not with the dashboard a student lands on.
 */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
export { ProfileScreen } from '../../features/account/screens/profile-screen.tsx';
export { BookRoomScreen } from '../../features/rooms/screens/book-room-screen.tsx';
export { SessionsScreen } from '../../features/account/screens/sessions-screen.tsx';
export { MyRequestsScreen } from '../../features/maintenance/screens/my-requests-screen.tsx';
export { ReportRequestScreen } from '../../features/maintenance/screens/report-request-screen.tsx';
export { StudentRequestScreen } from '../../features/maintenance/screens/request-screen.tsx';
export { MyMoneyScreen } from '../../features/money/screens/my-money-screen.tsx';
// The booking's screen holds the form by which a student asks for a cancellation or a room change.
export { BookingDetailsScreen } from '../../features/bookings/screens/booking-details-screen.tsx';
