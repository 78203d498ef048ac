import type { Session } from '../../data/sessions.ts';

/**
 * A record as the caller may read it: whole for staff; for a student, the student's view that
 * `forStudent` makes of it, which names staff without their ids and leaves out what staff keep to
 * themselves (docs/security.md, "What a student reads of staff").
 */
export const asSeenBy = <Whole, Students>(
  session: Pick<Session, 'role'>,
  record: Whole,
  forStudent: (whole: Whole) => Students,
): Whole | Students => (session.role === 'student' ? forStudent(record) : record);
