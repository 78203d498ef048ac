import { messages } from '#contract/messages';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isInternalId } from '../../data/ids.ts';
import type { Session } from '../../data/sessions.ts';
import { getUserById, getUserByPublicId, type User } from '../../data/users.ts';
import type { EntityRef } from '../entity-ref.ts';

/**
 * The student a path names by id or public id, or 404 (staff accounts are not students). A student may
 * only reach their own record: anyone else's is 403.
 */
export async function findStudent(ref: EntityRef, session: Session): Promise<User> {
  const user = ref.id
    ? isInternalId(ref.id)
      ? await getUserById(ref.id)
      : null
    : ref.publicId
      ? await getUserByPublicId(ref.publicId)
      : null;
  if (!user || user.role !== 'student') {
    if (session.role === 'student') throw forbidden(messages.common.forbidden);
    throw notFound(messages.students.notFound);
  }
  if (session.role === 'student' && session.userId !== user.id) throw forbidden(messages.common.forbidden);
  return user;
}
