import * as messages from '#contract/messages';
import { studentCreateBodySchema } from '#contract/students';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { toStudent } from '../../data/students.ts';
import { createUser, EmailTakenError } from '../../data/users.ts';

/** POST /students (staff): a student added at the desk; staff vouch for the email address. */
export const createStudentOperation = defineOperation({
  method: 'POST',
  path: '/students',
  access: staff,
  body: studentCreateBodySchema,
  handle: async ({ body, session }) => {
    const { password, ...fields } = body;
    let user;
    try {
      user = await createUser(
        {
          ...fields,
          role: 'student',
          passwordHash: await hashPassword(password),
          emailVerified: true,
          isActive: true,
        },
        (created) =>
          auditItems({
            actor: actorOf(session),
            action: 'student.create',
            entity: { type: 'student', id: created.id, name: created.fullName },
            after: toStudent(created) as unknown as Record<string, unknown>,
          }),
      );
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(messages.students.emailTaken);
      throw error;
    }
    return reply({ student: toStudent(user), message: messages.students.created }, { status: 201 });
  },
});
