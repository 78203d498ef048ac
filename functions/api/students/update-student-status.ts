import { messages } from '#contract/messages';
import { studentStatusSchema } from '#contract/students';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { endAllSessions } from '../../domain/auth/sessions.ts';
import { toStudent, updateStudent } from '../../data/students.ts';
import { mailAfterCommit } from '../../domain/notifications/after-commit.ts';
import { accountDeactivatedMail } from '../../domain/notifications/templates/account-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';

/**
 * PUT /students/{id}/status (staff): sets `isActive` when given, otherwise toggles it (docs/spec.md §7). A
 * deactivated student is signed out at once and cannot book.
 */
export const updateStudentStatus = defineOperation({
  method: 'PUT',
  path: byIdAndPublicId('/students/{id}/status'),
  access: staff,
  params: entityRefSchema,
  body: studentStatusSchema,
  handle: async ({ params, body, session }) => {
    const user = await findStudent(params, session);
    const isActive = body?.isActive ?? !user.isActive;
    const updated = await studentWrite(() =>
      updateStudent(user, { isActive }, () =>
        auditItems({
          actor: actorOf(session),
          action: 'student.status',
          entity: { type: 'student', id: user.id },
          before: { isActive: user.isActive },
          after: { isActive },
        }),
      ),
    );
    if (!isActive) await endAllSessions(user.id);
    if (user.isActive && !isActive)
      await mailAfterCommit([accountDeactivatedMail({ to: updated.email, fullName: updated.fullName })]);
    return { student: toStudent(updated), message: messages.students.statusUpdated(isActive) };
  },
});
