import * as messages from '#contract/messages';
import { parcelParamsSchema, type Parcel } from '#contract/parcels';
import { isInternalId } from '../../data/ids.ts';
import { getParcel } from '../../data/parcels.ts';
import { withStudentsNow } from '../../domain/parcels/students-now.ts';
import type { Session } from '../../data/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';

/**
 * The parcel a path names, as this caller may reach it: a student only their own. Another's answers
 * 404, exactly as one that does not exist, so ids cannot be probed. It names its student as they are
 * called now, and a waiting one the room they live in now, both of which a collection then keeps.
 */
export async function findParcel(id: string, session: Session): Promise<Parcel> {
  const parcel = isInternalId(id) ? await getParcel(id) : null;
  if (!parcel || (session.role === 'student' && parcel.student.id !== session.userId))
    throw notFound(messages.parcels.notFound);
  const [now] = await withStudentsNow([parcel]);
  return now!;
}

/** An operation on the parcel its path names (`record`), as `findParcel` finds it. */
export const onParcel = operationsOn({
  params: parcelParamsSchema,
  find: ({ id }, session) => findParcel(id, session),
});
