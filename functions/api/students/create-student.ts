import { messages } from '#contract/messages';
import { studentCreateSchema } from '#contract/students';
import { conflict } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { reply } from '../../core/http/reply.ts';
import { hashPassword } from '../../core/passwords.ts';
import { actorOf, recordAudit } from '../../data/audit.ts';
import { toStudent } from '../../data/students.ts';
import { createUser, EmailTakenError } from '../../data/users.ts';

/** POST /students (staff): a student added at the desk; staff vouch for the email address. */
export const createStudentOperation = defineOperation({
  body: studentCreateSchema,
  handle: async ({ body, session }) => {
    const { password, ...fields } = body;
    let user;
    try {
      user = await createUser({
        ...fields,
        role: 'student',
        passwordHash: await hashPassword(password),
        emailVerified: true,
        isActive: true,
      });
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(messages.students.emailTaken);
      throw error;
    }
    const student = toStudent(user);
    // createUser is the accounts' shared transaction; the audit record follows it on its own.
    await recordAudit({
      actor: actorOf(session!),
      action: 'student.create',
      entity: { type: 'student', id: user.id },
      after: student as unknown as Record<string, unknown>,
    });
    return reply({ student, message: messages.students.created }, { status: 201 });
  },
});
