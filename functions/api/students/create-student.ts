import * as messages from '#contract/messages';
import { studentCreateBodySchema, type StudentWriteResponse } from '#contract/students';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { passwordCredentialPut } from '../../data/credentials.ts';
import { createStudent, toStudent } from '../../data/students.ts';
import { studentWrite } from './student-errors.ts';

/** POST /students (staff): a student added at the desk; staff vouch for the email address. */
export const createStudentOperation = defineOperation({
  route: 'POST /students',
  access: staff,
  body: studentCreateBodySchema,
  handle: async ({ body, session }) => {
    const { password, ...fields } = body;
    const passwordHash = await hashPassword(password);
    const user = await studentWrite(() =>
      createStudent(
        {
          ...fields,
          role: 'student',
          emailVerified: true,
          isActive: true,
        },
        (created) => [
          passwordCredentialPut(created.id, passwordHash),
          ...auditItems({
            actor: actorOf(session),
            action: 'student.create',
            entity: { type: 'student', id: created.id, name: created.fullName },
            after: toStudent(created) as unknown as Record<string, unknown>,
          }),
        ],
      ),
    );
    return reply<StudentWriteResponse>(
      { student: toStudent(user), message: messages.students.created },
      { status: 201 },
    );
  },
});
