import type { AuthUser } from '#contract/auth';
import type { User } from '../../data/users.ts';

/** The user as auth responses carry it: who is signed in, never a secret. */
export const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  publicId: user.publicId,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
});

/** GET /auth/me: the signed-in user's own record; students get their personal, academic and guardian fields. */
export function toProfile(user: User) {
  const account = {
    ...toAuthUser(user),
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
  if (user.role !== 'student') return account;
  return {
    ...account,
    gender: user.gender,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    programmeOfStudy: user.programmeOfStudy,
    level: user.level,
    guardianName: user.guardianName,
    guardianPhoneNumber: user.guardianPhoneNumber,
    guardianRelationship: user.guardianRelationship ?? null,
    studentIdNumber: user.studentIdNumber ?? null,
  };
}
