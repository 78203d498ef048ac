import type { StudentMoney } from '#contract/money';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import { studentMoneyOf } from '../../data/ledger.ts';
import type { User } from '../../data/users.ts';
import type { EntityRef } from '../entity-ref.ts';
import { findStudent } from '../students/find-student.ts';

/**
 * The student a money route names (the student themself or staff, as findStudent allows) and their
 * ledger, in the stage's currency until the ledger has one of its own.
 */
export async function namedStudentMoney(
  ref: EntityRef,
  session: Session,
  settings: () => Promise<Settings>,
): Promise<{ student: User; money: StudentMoney }> {
  const student = await findStudent(ref, session);
  return { student, money: await studentMoneyOf(student, (await settings()).currency) };
}
