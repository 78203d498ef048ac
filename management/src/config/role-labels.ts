import type { Role } from '../types/api.ts';

/** Each role as the app names it to people (user menu, My Profile). */
export const roleLabels: Record<Role, string> = {
  student: 'Student',
  admin: 'Admin',
  super_admin: 'Super Admin',
};
