import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { basename } from '../config/paths.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RequireRole } from './require-role.tsx';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { ShellSkeleton } from './shell-skeleton.tsx';
import type { Role } from '../types/api.ts';

const students: Role[] = ['student'];
const staff: Role[] = ['admin', 'super_admin'];

/*
 * One lazy chunk per area (ARCHITECTURE.md): each area module re-exports its screens, so every screen of
 * an area arrives together and nothing of the admin area reaches a student's browser.
 */
const auth = () => import('./areas/auth.ts');
const student = () => import('./areas/student.ts');
const studentForms = () => import('./areas/student-forms.ts');
const admin = () => import('./areas/admin.ts');
const shell = () => import('./shell/app-shell.tsx');

type AreaModule<M> = () => Promise<M>;
function screen<M>(area: AreaModule<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await area()) });
}

const authRoutes: RouteObject[] = [
  { path: 'login', lazy: screen(auth, (m) => m.LoginScreen) },
  { path: 'register', lazy: screen(auth, (m) => m.RegisterScreen) },
  { path: 'forgot-password', lazy: screen(auth, (m) => m.ForgotPasswordScreen) },
  { path: 'reset-password', lazy: screen(auth, (m) => m.ResetPasswordScreen) },
  { path: 'verify-email', lazy: screen(auth, (m) => m.VerifyEmailScreen) },
  { path: 'verify-email/sent', lazy: screen(auth, (m) => m.VerifyEmailSentScreen) },
  { path: 'verify-email/:token', lazy: screen(auth, (m) => m.VerifyEmailTokenScreen) },
];

const inShell = (children: RouteObject[]): RouteObject => ({
  lazy: screen(shell, (m) => m.default),
  children: [...children, { path: '*', element: <NotFoundScreen /> }],
});

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: ShellSkeleton,
    children: [
      { index: true, element: <RootRedirect /> },
      ...authRoutes,
      {
        path: 'student',
        element: <RequireRole roles={students} />,
        children: [
          inShell([
            { index: true, lazy: screen(student, (m) => m.StudentDashboardScreen) },
            { path: 'rooms', lazy: screen(student, (m) => m.AvailableRoomsScreen) },
            { path: 'rooms/p/:roomPid', lazy: screen(student, (m) => m.RoomDetailsScreen) },
            { path: 'book-room/:id', lazy: screen(student, (m) => m.BookRoomScreen) },
            { path: 'bookings/p/:publicId', lazy: screen(student, (m) => m.BookingDetailsScreen) },
            { path: 'profile', lazy: screen(studentForms, (m) => m.ProfileScreen) },
          ]),
        ],
      },
      {
        path: 'admin',
        element: <RequireRole roles={staff} />,
        children: [
          inShell([
            { index: true, lazy: screen(admin, (m) => m.AdminDashboardScreen) },
            { path: 'rooms', lazy: screen(admin, (m) => m.ManageRoomsScreen) },
            { path: 'bookings', lazy: screen(admin, (m) => m.ManageBookingsScreen) },
            { path: 'bookings/p/:publicId', lazy: screen(admin, (m) => m.AdminBookingDetailsScreen) },
            { path: 'bookings/:id', lazy: screen(admin, (m) => m.AdminBookingDetailsScreen) },
            { path: 'settings', lazy: screen(admin, (m) => m.SettingsScreen) },
            { path: 'profile', lazy: screen(admin, (m) => m.AdminProfileScreen) },
          ]),
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

const router = createBrowserRouter(routes, { basename });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
