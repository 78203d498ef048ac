/** The super admin area's chunk (docs/spec.md §2, §6): admins and students never download it. */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
export { AdminManagementScreen } from '../../features/admins/screens/admin-management-screen.tsx';
export { PublicContentScreen } from '../../features/public-content/screens/public-content-screen.tsx';
export { LockdownControlsScreen } from '../../features/lockdown/screens/lockdown-controls-screen.tsx';
export { AuditTrailScreen } from '../../features/audit/screens/audit-trail-screen.tsx';
