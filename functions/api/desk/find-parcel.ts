import * as messages from '#contract/messages';
import { parcelParamsSchema, type Parcel } from '#contract/parcels';
import { isInternalId } from '../../data/ids.ts';
import { getParcel } from '../../data/parcels.ts';
import { withRoomsNow } from '../../domain/parcels/rooms-now.ts';
import type { Session } from '../../data/sessions.ts';
import { notFound } from '../../platform/errors.ts';
import { operationsOn } from '../http/operation.ts';

/**
 * The parcel a path names, as this caller may reach it: a student only their own. Another's answers
 * 404, exactly as one that does not exist, so ids cannot be probed. A waiting one names its student's
 * room now, which a collection then keeps.
 */
export async function findParcel(id: string, session: Session): Promise<Parcel> {
  const parcel = isInternalId(id) ? await getParcel(id) : null;
  if (!parcel || (session.role === 'student' && parcel.student.id !== session.userId))
    throw notFound(messages.parcels.notFound);
  const [now] = await withRoomsNow([parcel]);
  return now!;
}

/** An operation on the parcel its path names (`record`), as `findParcel` finds it. */
export const onParcel = operationsOn({
  params: parcelParamsSchema,
  find: ({ id }, session) => findParcel(id, session),
});
