/**
 * The resident's page, apart from the dashboard a student lands on: the house rules' text and the
 * letter's download load only when a student opens it.
 */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
export { ResidenceScreen } from '../../features/residence/screens/residence-screen.tsx';
