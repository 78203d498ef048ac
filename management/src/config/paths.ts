/** Every route of the SPA, relative to its /management basename (docs/spec.md §2). */
export const basename = '/management';

export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  verifyEmailSent: (email?: string) =>
    email ? `/verify-email/sent?email=${encodeURIComponent(email)}` : '/verify-email/sent',
  admin: {
    dashboard: '/admin',
    students: '/admin/students',
    rooms: '/admin/rooms',
    bookings: '/admin/bookings',
    bookingRequests: '/admin/booking-requests',
    settings: '/admin/settings',
    waitlist: '/admin/waitlist',
    maintenance: '/admin/maintenance',
    maintenanceRequest: (id: string) => `/admin/maintenance/${encodeURIComponent(id)}`,
    parcels: '/admin/parcels',
    prices: '/admin/prices',
    outstanding: '/admin/outstanding',
    announcements: '/admin/announcements',
    reports: '/admin/reports',
    profile: '/admin/profile',
    sessions: '/admin/profile/sessions',
    booking: (publicId: string) => `/admin/bookings/p/${encodeURIComponent(publicId)}`,
    /** The super admins' screens lie below it; it opens the first of them. */
    superAdmin: '/admin/super',
    adminManagement: '/admin/super/admin-management',
    publicContent: '/admin/super/public-content',
    lockdownControls: '/admin/super/emergency-controls',
    auditTrail: '/admin/super/audit-trail',
  },
  student: {
    dashboard: '/student',
    rooms: '/student/rooms',
    room: (roomPid: string) => `/student/rooms/p/${encodeURIComponent(roomPid)}`,
    bookRoom: (id: string) => `/student/book-room/${encodeURIComponent(id)}`,
    booking: (publicId: string) => `/student/bookings/p/${encodeURIComponent(publicId)}`,
    profile: '/student/profile',
    residence: '/student/residence',
    sessions: '/student/profile/sessions',
    maintenance: '/student/maintenance',
    reportMaintenance: '/student/maintenance/new',
    maintenanceRequest: (id: string) => `/student/maintenance/${encodeURIComponent(id)}`,
    money: '/student/money',
  },
  /** One student as staff see them (docs/spec.md §2): the profile and their archived bookings. */
  adminStudent: {
    profile: (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}`,
    history: (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}?tab=history`,
    money: (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}?tab=money`,
    archivedBooking: (studentId: string, booking: { id: string; publicId?: string | null }) =>
      booking.publicId
        ? `/admin/students/${encodeURIComponent(studentId)}/bookings/archived/p/${encodeURIComponent(booking.publicId)}`
        : `/admin/students/${encodeURIComponent(studentId)}/bookings/archived/${encodeURIComponent(booking.id)}`,
  },
  /** The public site, outside the SPA. */
  publicWebsite: '/',
} as const;

/** The auth screens where a 401 never redirects and hydration is not triggered (docs/spec.md §4, §8). */
export const authPaths = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** A path inside the SPA (without the basename) from a full location pathname. */
export function appPath(pathname: string): string {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export function isAuthPath(pathname: string): boolean {
  const path = appPath(pathname).replace(/\/+$/, '');
  return authPaths.includes(path as (typeof authPaths)[number]);
}

/** Where a role lands after signing in (docs/spec.md §2). */
export function landingPathFor(role: string): string {
  return role === 'student' ? paths.student.dashboard : paths.admin.dashboard;
}

/**
 * The login screen, remembering the page that asked for it (`next`), unless that is where signing in
 * lands anyway (the root or an area's dashboard).
 */
export const loginPathFor = (next?: string) =>
  next && ![paths.root, paths.student.dashboard, paths.admin.dashboard].includes(next as '/')
    ? `${paths.login}?next=${encodeURIComponent(next)}`
    : paths.login;

/**
 * Where to go after signing in: the `next` page when it is a path in the user's own area (never another
 * site, `//host` or another role's screens: no open redirect), otherwise the role's landing screen.
 */
export function afterSignInPath(role: string, next: string | null): string {
  const home = landingPathFor(role);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const area = role === 'student' ? paths.student.dashboard : paths.admin.dashboard;
  const path = next.split(/[?#]/)[0]!;
  if (path !== area && !path.startsWith(`${area}/`)) return home;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return home;
  return next;
}
