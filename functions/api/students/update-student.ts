import * as messages from '#contract/messages';
import { studentUpdateSchema, type StudentWriteResponse } from '#contract/students';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { signedIn } from '../../routes.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { passwordCredentialPut } from '../../data/credentials.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { revokeLinksOfOldAddress, revokeTokensOfUser } from '../../data/tokens.ts';
import { toStudent, updateStudent, type StudentChanges } from '../../data/students.ts';
import { accountNotice, Telling } from '../../domain/notifications/notices.ts';
import { passwordChangedByStaffMail } from '../../domain/notifications/templates/account-news.ts';
import { genderChangeItems } from '../../domain/students/gender-change.ts';
import { countRequest } from '../http/throttle.ts';
import { onStudent } from './find-student.ts';
import { ownProfileSavesPerStudent } from './limits.ts';
import { studentWrite } from './student-errors.ts';

/**
 * PUT /students/{id}: staff edit any student (a new password included); a student edits their own
 * record but not whether it is active, nor their password or email. A password set by staff signs the
 * student out everywhere and tells them by mail; an address set by staff ends the links its old one
 * holds (a reset, a change of address). A new gender is refused while the student holds a bed
 * in a single-gender room (domain/students/gender-change.ts).
 */
export const updateStudentOperation = onStudent({
  route: 'PUT /students/{id}',
  access: signedIn,
  own: true,
  body: studentUpdateSchema,
  handle: async ({ record: user, body, session }): Promise<StudentWriteResponse> => {
    const isStaff = session.role !== 'student';
    if (!isStaff) await countRequest([ownProfileSavesPerStudent, session.userId]);
    if (!isStaff && body.isActive !== undefined) throw forbidden(messages.students.statusOwn);
    // Deactivating asks whether a held bed is given up and takes the student off the waitlist: one
    // way to do it, PUT /students/{id}/status.
    if (body.isActive !== undefined && body.isActive !== user.isActive)
      throw badRequest(messages.students.statusSeparately);
    // A student's own password and sign-in address change only through PUT /auth/password (which needs
    // the current password) and PUT /auth/email (which needs the new address confirmed). The address
    // the form already shows is accepted unchanged.
    if (!isStaff && body.password) throw forbidden(messages.students.passwordOwn);
    if (!isStaff && body.email !== undefined && body.email.toLowerCase() !== user.email)
      throw forbidden(messages.students.emailOwn);
    const { password, isActive: _unchanged, ...fields } = body;
    const changes: StudentChanges = { ...fields };
    const passwordHash = password ? await hashPassword(password) : null;
    const newGender = body.gender !== undefined && body.gender !== user.gender ? body.gender : null;
    const genderItems = newGender ? await genderChangeItems(user, newGender, isStaff) : [];
    const telling = new Telling();
    const updated = await studentWrite(() =>
      updateStudent(user, changes, (after) => [
        ...(passwordHash ? [passwordCredentialPut(user.id, passwordHash)] : []),
        ...genderItems,
        ...auditItems({
          actor: actorOf(session),
          action: 'student.update',
          entity: { type: 'student', id: user.id, name: after.fullName },
          before: { ...toStudent(user), ...(password ? { password: '(unchanged)' } : {}) },
          after: { ...toStudent(after), ...(password ? { password: '(changed)' } : {}) },
        }),
        // A password staff set is a security notice for the student: always mailed, and in their centre.
        ...telling.items(
          isStaff && passwordHash
            ? [
                accountNotice(
                  after,
                  passwordChangedByStaffMail({ to: after.email, fullName: after.fullName }),
                ),
              ]
            : [],
        ),
      ]),
    );
    await telling.afterCommit();
    if (isStaff && password) {
      await signOutEverywhere(user.id);
      // A new password ends every link of the account, a pending email change included (docs/spec.md §12).
      await revokeTokensOfUser(user.id);
    } else if (updated.email !== user.email) {
      // A new address (set by staff: a student's own goes through PUT /auth/email) ends the links the old
      // one holds, as confirming a new address does.
      await revokeLinksOfOldAddress(user.id);
    }
    return {
      student: toStudent(updated),
      message: isStaff ? messages.students.updated : messages.students.profileUpdated,
    };
  },
});
