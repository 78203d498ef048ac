import { messages } from '#contract/messages';
import { studentUpdateSchema } from '#contract/students';
import { forbidden } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { endAllSessions } from '../../domain/auth/sessions.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { toStudent, updateStudent, type StudentChanges } from '../../data/students.ts';
import type { User } from '../../data/users.ts';
import { mailAfterCommit } from '../../domain/notifications/after-commit.ts';
import {
  accountDeactivatedMail,
  passwordChangedByStaffMail,
} from '../../domain/notifications/templates/account-news.ts';
import { byIdAndPublicId, entityRefSchema } from '../entity-ref.ts';
import { findStudent } from './find-student.ts';
import { studentWrite } from './student-errors.ts';

/** What a staff edit tells the student: a new password set for them, or their account deactivated. */
function staffChangeMails(wasActive: boolean, after: User, passwordChanged: boolean) {
  const to = { to: after.email, fullName: after.fullName };
  return [
    ...(passwordChanged ? [passwordChangedByStaffMail(to)] : []),
    ...(wasActive && !after.isActive ? [accountDeactivatedMail(to)] : []),
  ];
}

/**
 * PUT /students/{id}: staff edit any student (a new password included); a student edits their own
 * record but not whether it is active, nor their password or email. A password set by staff signs the
 * student out everywhere.
 */
export const updateStudentOperation = defineOperation({
  method: 'PUT',
  path: byIdAndPublicId('/students/{id}'),
  access: signedIn,
  own: true,
  params: entityRefSchema,
  body: studentUpdateSchema,
  handle: async ({ params, body, session }) => {
    const user = await findStudent(params, session);
    const isStaff = session.role !== 'student';
    if (!isStaff && body.isActive !== undefined) throw forbidden(messages.students.statusOwn);
    // A student's own password and sign-in address change only through PUT /auth/password (which needs
    // the current password) and PUT /auth/email (which needs the new address confirmed). The address
    // the form already shows is accepted unchanged.
    if (!isStaff && body.password) throw forbidden(messages.students.passwordOwn);
    if (!isStaff && body.email !== undefined && body.email.toLowerCase() !== user.email)
      throw forbidden(messages.students.emailOwn);
    const { password, ...fields } = body;
    const changes: StudentChanges = { ...fields };
    if (password) changes.passwordHash = await hashPassword(password);
    const updated = await studentWrite(() =>
      updateStudent(user, changes, (after) =>
        auditItems({
          actor: actorOf(session),
          action: 'student.update',
          entity: { type: 'student', id: user.id },
          before: { ...toStudent(user), ...(password ? { password: '(unchanged)' } : {}) },
          after: { ...toStudent(after), ...(password ? { password: '(changed)' } : {}) },
        }),
      ),
    );
    if (isStaff && (password || body.isActive === false)) await endAllSessions(user.id);
    // A new password ends every link of the account, a pending email change included (docs/spec.md §12).
    if (isStaff && password) await revokeTokensOfUser(user.id);
    if (isStaff) await mailAfterCommit(staffChangeMails(user.isActive, updated, Boolean(password)));
    return {
      student: toStudent(updated),
      message: isStaff ? messages.students.updated : messages.students.profileUpdated,
    };
  },
});
