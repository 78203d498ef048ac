import type { AuthUser } from '#contract/auth';
import { toStudent } from '../../data/students.ts';
import type { User } from '../../data/users.ts';

/** The user as auth responses carry it: who is signed in, never a secret. */
export const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  publicId: user.publicId,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
});

/**
 * GET /auth/me: the signed-in user's own record; a student gets it as staff read it (their personal,
 * academic and guardian fields), which the app's profile screen takes it as.
 */
export function toProfile(user: User) {
  if (user.role === 'student') return toStudent(user);
  return {
    ...toAuthUser(user),
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}
