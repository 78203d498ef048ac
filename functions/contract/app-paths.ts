/** Where the management SPA is served: its router's basename, and the start of every link mail gives. */
export const appBasename = '/management';

/**
 * Where the HTTP API is served below the site's origin: its plain base, with each tab's base inside it
 * (functions/routes.ts). The SPA calls it, and mail that links to the API (a one-click unsubscribe) too.
 */
export const apiBase = '/api';

/**
 * The parts of the student's dashboard a notice leads to (the parcels waiting; the pinned announcements,
 * where a pinned one's notice led before each announcement had a screen of its own, decision 0115):
 * each section's id in the page, which the SPA scrolls to and focuses on arrival.
 */
export const dashboardParts = { parcels: 'parcels', announcements: 'announcements' } as const;

/**
 * Every route of the SPA, relative to its basename (docs/spec.md §2). The SPA navigates by them
 * (management/src/config/paths.ts) and the server links to them from notices and mail, so a route is
 * written once; tests/unit/contract/app-paths.test.ts checks each against the routes the SPA declares.
 */
export const appPaths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  verifyEmail: '/verify-email',
  verifyEmailSent: (email?: string) =>
    email ? `/verify-email/sent?email=${encodeURIComponent(email)}` : '/verify-email/sent',
  /** The screens a mailed link opens, its token in the fragment (contract/link-tokens.ts). */
  resetPassword: '/reset-password',
  verifyEmailConfirm: '/verify-email/confirm',
  confirmEmail: '/confirm-email',
  undoEmailChange: '/undo-email-change',
  /** A notice mail's unsubscribe link (docs/spec.md §18): says what it turns off, and does it on a press. */
  unsubscribe: '/unsubscribe',
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
    announcement: (id: string) => `/admin/announcements/${encodeURIComponent(id)}`,
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
    parcels: `/student#${dashboardParts.parcels}`,
    announcement: (id: string) => `/student/announcements/${encodeURIComponent(id)}`,
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
