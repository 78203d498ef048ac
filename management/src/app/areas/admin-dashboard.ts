/**
 * The admin dashboard, apart from the rest of the admin area: the screen staff land on needs none of the
 * forms and the validation library the other admin screens carry, so it loads without them.
 */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
export { AdminDashboardScreen } from '../../features/admin-dashboard/screens/admin-dashboard-screen.tsx';
