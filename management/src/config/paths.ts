/** Every route of the SPA, relative to its /management basename (SPEC.md §2). */
export const paths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  admin: '/admin',
  student: '/student',
} as const;
