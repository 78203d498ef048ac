import type { Admin } from '#contract/admins';
import * as messages from '#contract/messages';
import { notFound } from '../../platform/errors.ts';
import { getUserById, type User } from '../../data/users.ts';

export const toAdmin = (user: User): Admin => ({
  id: user.id,
  publicId: user.publicId,
  fullName: user.fullName,
  email: user.email,
  role: user.role as Admin['role'],
  isActive: user.isActive,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
});

/** The staff account with this id; a student's id is not an admin's, so it is a 404 here too. */
export async function getStaffUser(id: string): Promise<User> {
  const user = await getUserById(id);
  if (!user || user.role === 'student') throw notFound(messages.admins.notFound);
  return user;
}
