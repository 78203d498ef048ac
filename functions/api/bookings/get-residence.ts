import type { ResidenceResponse } from '#contract/residence';
import * as messages from '#contract/messages';
import { notFound } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { getUserById } from '../../data/users.ts';
import { students } from '../../routes.ts';
import { residenceOf } from '../../domain/residence/stay.ts';

/** GET /residence (students): the signed-in student's own stay, null without a current booking. */
export const getResidence = defineOperation({
  route: 'GET /residence',
  access: students,
  handle: async ({ session, settings }): Promise<ResidenceResponse> => {
    const [student, current] = await Promise.all([getUserById(session.userId), settings()]);
    if (!student) throw notFound(messages.students.notFound);
    return { residence: await residenceOf(student, current) };
  },
});
