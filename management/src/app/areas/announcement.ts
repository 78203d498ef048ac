/**
 * One announcement's screen, a small chunk of its own for students and staff alike: it opens from a
 * notice or a mail, so neither a student's dashboard nor the admin area carries it (tests/e2e/budgets.test.ts).
 */
// Drawn in the signed-in shell, loaded with it (routes.tsx).
import '../shell/app-shell.tsx';
export {
  StaffAnnouncementScreen,
  StudentAnnouncementScreen,
} from '../../features/announcements/screens/announcement-screen.tsx';
