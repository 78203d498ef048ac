import * as messages from '#contract/messages';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { Session } from '../../data/sessions.ts';
import { getUserById, getUserByPublicId, type User } from '../../data/users.ts';
import { operationsOn } from '../http/operation.ts';
import { byIdAndPublicId, entityRefSchema, recordNamed, type EntityRef } from '../entity-ref.ts';

/**
 * The student a path names by id or public id, or 404 (staff accounts are not students). A student may
 * only reach their own record: anyone else's is 403.
 */
export async function findStudent(ref: EntityRef, session: Session): Promise<User> {
  const user = await recordNamed(ref, getUserById, getUserByPublicId);
  if (!user || user.role !== 'student') {
    if (session.role === 'student') throw forbidden(messages.requests.forbidden);
    throw notFound(messages.students.notFound);
  }
  if (session.role === 'student' && session.userId !== user.id) throw forbidden(messages.requests.forbidden);
  return user;
}

/** An operation on the student its path names (`record`), found as `findStudent` finds them. */
export const onStudent = operationsOn({
  params: entityRefSchema,
  routes: byIdAndPublicId,
  find: findStudent,
});
