import { lazy, Suspense } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { paths } from '../config/paths.ts';
import { screenTitles } from '../config/screen-titles.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RequireRole } from './require-role.tsx';
import { RootLayout } from './root-layout.tsx';
import { RootRedirect } from './root-redirect.tsx';
import { ShellSkeleton } from './shell-skeleton.tsx';
import type { Role } from '../types/api.ts';

const students: Role[] = ['student'];
const staff: Role[] = ['admin', 'super_admin'];
const superAdmins: Role[] = ['super_admin'];

/*
 * One lazy chunk per area (ARCHITECTURE.md): each area module re-exports its screens, so every screen of
 * an area arrives together and nothing of the admin area reaches a student's browser.
 *
 * A signed-in area's module also imports the shell its screens are drawn in. The two load side by side
 * anyway; the import tells the bundler that they always load together, so what the shell and the screens
 * share (icons, labels, small components) goes in the shell's chunk. Without it each such module went
 * in a small chunk of its own, named by which lazy modules used it, and a first screen after sign-in
 * fetched some twenty of them, each gzipped alone: about 3 KB more.
 */
const auth = () => import('./areas/auth.ts');
const student = () => import('./areas/student.tsx');
const studentForms = () => import('./areas/student-forms.ts');
const studentResidence = () => import('./areas/student-residence.ts');
const studentRooms = () => import('./areas/student-rooms.tsx');
const announcement = () => import('./areas/announcement.ts');
const admin = () => import('./areas/admin.tsx');
const adminDashboard = () => import('./areas/admin-dashboard.ts');
const superAdmin = () => import('./areas/super.ts');
const shell = () => import('./shell/app-shell.tsx');

type AreaModule<M> = () => Promise<M>;
function screen<M>(area: AreaModule<M>, pick: (module: M) => React.ComponentType) {
  return async () => {
    const module: M | undefined = await area();
    // No module only when its chunk is gone and the tab is already loading the current build
    // (lib/chunk-reload.ts): wait for that page rather than flash the error screen.
    if (!module) return new Promise<never>(() => {});
    return { Component: pick(module) };
  };
}

const authRoutes: RouteObject[] = [
  { path: 'login', handle: { title: 'Sign in' }, lazy: screen(auth, (m) => m.LoginScreen) },
  { path: 'register', handle: { title: 'Register' }, lazy: screen(auth, (m) => m.RegisterScreen) },
  {
    path: 'forgot-password',
    handle: { title: 'Forgot password' },
    lazy: screen(auth, (m) => m.ForgotPasswordScreen),
  },
  {
    path: 'reset-password',
    handle: { title: 'Reset password' },
    lazy: screen(auth, (m) => m.ResetPasswordScreen),
  },
  { path: 'verify-email', handle: { title: 'Verify email' }, lazy: screen(auth, (m) => m.VerifyEmailScreen) },
  {
    path: 'verify-email/sent',
    handle: { title: 'Verification email sent' },
    lazy: screen(auth, (m) => m.VerifyEmailSentScreen),
  },
  // A link's token is in the fragment; the `:token` paths are links mailed before (use-link-token.ts).
  ...['verify-email/confirm', 'verify-email/:token'].map((path) => ({
    path,
    handle: { title: 'Verify email' },
    lazy: screen(auth, (m) => m.VerifyEmailTokenScreen),
  })),
  ...['confirm-email', 'confirm-email/:token'].map((path) => ({
    path,
    handle: { title: 'Confirm email' },
    lazy: screen(auth, (m) => m.ConfirmEmailScreen),
  })),
  {
    path: 'undo-email-change',
    handle: { title: 'Undo email change' },
    lazy: screen(auth, (m) => m.UndoEmailChangeScreen),
  },
  { path: 'unsubscribe', handle: { title: 'Unsubscribe' }, lazy: screen(auth, (m) => m.UnsubscribeScreen) },
];

/**
 * Super admin screens (docs/spec.md §2, §6): a chunk of their own behind a guard of their own. A route's
 * `lazy` would load while the URL is matched, before any guard runs, so an admin opening a super URL
 * would download the chunk; these load when the guarded element renders, which only a super admin's does.
 */
type SuperModule = Awaited<ReturnType<typeof superAdmin>>;
function superScreen(pick: (module: SuperModule) => React.ComponentType) {
  const Screen = lazy(async () => ({ default: pick(await superAdmin()) }));
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Screen />
    </Suspense>
  );
}

const superAdminRoutes: RouteObject = {
  path: 'super',
  element: <RequireRole roles={superAdmins} />,
  children: [
    { index: true, element: <Navigate to={paths.admin.adminManagement} replace /> },
    {
      path: 'admin-management',
      handle: { title: 'Admin Management' },
      element: superScreen((m) => m.AdminManagementScreen),
    },
    {
      path: 'public-content',
      handle: { title: 'Public Content' },
      element: superScreen((m) => m.PublicContentScreen),
    },
    {
      path: 'emergency-controls',
      handle: { title: 'Emergency Controls' },
      element: superScreen((m) => m.LockdownControlsScreen),
    },
    {
      path: 'audit-trail',
      handle: { title: 'Audit Trail' },
      element: superScreen((m) => m.AuditTrailScreen),
    },
  ],
};

function StudentHistoryRedirect() {
  const { studentId = '' } = useParams();
  return <Navigate to={paths.adminStudent.history(studentId)} replace />;
}

const inShell = (children: RouteObject[]): RouteObject => ({
  lazy: screen(shell, (m) => m.default),
  children: [...children, { path: '*', handle: { title: 'Page Not Found' }, element: <NotFoundScreen /> }],
});

/**
 * Every screen of the app (docs/spec.md §2), relative to the basename. The browser router is made from
 * it (router.tsx), and the breadcrumbs read it to know which paths open a screen and what each is called.
 */
export const routes: RouteObject[] = [
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
            {
              index: true,
              handle: { title: 'Dashboard' },
              lazy: screen(student, (m) => m.StudentDashboardScreen),
            },
            {
              path: 'rooms',
              handle: { title: 'Available Rooms' },
              lazy: screen(studentRooms, (m) => m.AvailableRoomsScreen),
            },
            {
              path: 'rooms/p/:roomPid',
              handle: { title: 'Room Details' },
              lazy: screen(studentRooms, (m) => m.RoomDetailsScreen),
            },
            {
              path: 'book-room/:id',
              handle: { title: screenTitles.bookRoom },
              lazy: screen(studentForms, (m) => m.BookRoomScreen),
            },
            {
              path: 'bookings/p/:publicId',
              handle: { title: screenTitles.bookingDetails },
              lazy: screen(studentForms, (m) => m.BookingDetailsScreen),
            },
            {
              path: 'maintenance',
              handle: { title: 'Maintenance' },
              lazy: screen(studentForms, (m) => m.MyRequestsScreen),
            },
            {
              path: 'maintenance/new',
              handle: { title: screenTitles.reportProblem },
              lazy: screen(studentForms, (m) => m.ReportRequestScreen),
            },
            {
              path: 'maintenance/:id',
              handle: { title: 'Maintenance Request' },
              lazy: screen(studentForms, (m) => m.StudentRequestScreen),
            },
            {
              path: 'money',
              handle: { title: 'Money' },
              lazy: screen(studentForms, (m) => m.MyMoneyScreen),
            },
            {
              path: 'announcements/:id',
              handle: { title: 'Announcement' },
              lazy: screen(announcement, (m) => m.StudentAnnouncementScreen),
            },
            {
              path: 'residence',
              handle: { title: 'My Residence' },
              lazy: screen(studentResidence, (m) => m.ResidenceScreen),
            },
            {
              path: 'profile',
              handle: { title: 'My Profile' },
              lazy: screen(studentForms, (m) => m.ProfileScreen),
            },
            {
              path: 'profile/sessions',
              handle: { title: screenTitles.sessions },
              lazy: screen(studentForms, (m) => m.SessionsScreen),
            },
          ]),
        ],
      },
      {
        path: 'admin',
        element: <RequireRole roles={staff} />,
        children: [
          inShell([
            {
              index: true,
              handle: { title: 'Dashboard' },
              lazy: screen(adminDashboard, (m) => m.AdminDashboardScreen),
            },
            // Students (people)
            {
              path: 'students',
              handle: { title: 'Manage Students' },
              lazy: screen(admin, (m) => m.StudentsScreen),
            },
            {
              path: 'students/:studentId',
              handle: { title: 'Student Profile' },
              lazy: screen(admin, (m) => m.StudentProfileScreen),
            },
            {
              path: 'students/:studentId/bookings/archived/p/:publicId',
              lazy: screen(admin, (m) => m.ArchivedBookingScreen),
            },
            {
              path: 'students/:studentId/bookings/archived/:id',
              lazy: screen(admin, (m) => m.ArchivedBookingScreen),
            },
            // The archived booking's crumbs "Bookings" and "Archived" lead to the student's history.
            { path: 'students/:studentId/bookings', element: <StudentHistoryRedirect /> },
            { path: 'students/:studentId/bookings/archived', element: <StudentHistoryRedirect /> },
            // Rooms, bookings, settings and profile (ops)
            {
              path: 'rooms',
              handle: { title: 'Manage Rooms' },
              lazy: screen(admin, (m) => m.ManageRoomsScreen),
            },
            {
              path: 'bookings',
              handle: { title: 'Manage Bookings' },
              lazy: screen(admin, (m) => m.ManageBookingsScreen),
            },
            {
              path: 'bookings/p/:publicId',
              handle: { title: screenTitles.bookingDetails },
              lazy: screen(admin, (m) => m.AdminBookingDetailsScreen),
            },
            {
              path: 'bookings/:id',
              handle: { title: screenTitles.bookingDetails },
              lazy: screen(admin, (m) => m.AdminBookingDetailsScreen),
            },
            { path: 'settings', handle: { title: 'Settings' }, lazy: screen(admin, (m) => m.SettingsScreen) },
            { path: 'reports', handle: { title: 'Reports' }, lazy: screen(admin, (m) => m.ReportsScreen) },
            {
              path: 'waitlist',
              handle: { title: 'Waitlist' },
              lazy: screen(admin, (m) => m.WaitlistAdminScreen),
            },
            { path: 'prices', handle: { title: 'Prices' }, lazy: screen(admin, (m) => m.PricesScreen) },
            {
              path: 'outstanding',
              handle: { title: 'Outstanding Balances' },
              lazy: screen(admin, (m) => m.OutstandingScreen),
            },
            {
              path: 'booking-requests',
              handle: { title: 'Booking Requests' },
              lazy: screen(admin, (m) => m.BookingRequestsScreen),
            },
            {
              path: 'maintenance',
              handle: { title: 'Maintenance' },
              lazy: screen(admin, (m) => m.MaintenanceQueueScreen),
            },
            {
              path: 'maintenance/:id',
              handle: { title: 'Maintenance Request' },
              lazy: screen(admin, (m) => m.StaffRequestScreen),
            },
            {
              path: 'parcels',
              handle: { title: 'Parcels' },
              lazy: screen(admin, (m) => m.DeskParcelsScreen),
            },
            {
              path: 'announcements',
              handle: { title: 'Announcements' },
              lazy: screen(admin, (m) => m.AnnouncementsScreen),
            },
            {
              path: 'announcements/:id',
              handle: { title: 'Announcement' },
              lazy: screen(announcement, (m) => m.StaffAnnouncementScreen),
            },
            {
              path: 'profile',
              handle: { title: 'My Profile' },
              lazy: screen(admin, (m) => m.AdminProfileScreen),
            },
            {
              path: 'profile/sessions',
              handle: { title: screenTitles.sessions },
              lazy: screen(admin, (m) => m.SessionsScreen),
            },
            superAdminRoutes,
          ]),
        ],
      },
      { path: '*', handle: { title: 'Page Not Found' }, element: <NotFoundScreen /> },
    ],
  },
];
