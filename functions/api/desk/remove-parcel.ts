import * as messages from '#contract/messages';
import { actorOf } from '../../data/audit.ts';
import { removeParcel } from '../../data/parcels.ts';
import { getUserById } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { staffChanged } from '../../domain/realtime/staff-changes.ts';
import { parcelRemovedNotice } from '../../domain/notifications/templates/parcels.ts';
import { parcelWrite } from '../../domain/parcels/parcel-errors.ts';
import { parcelAuditItems } from '../../domain/parcels/parcel-records.ts';
import { staff } from '../../routes.ts';
import { onParcel } from './find-parcel.ts';

/**
 * DELETE /parcels/{id} (staff): a parcel logged by mistake, taken off the list while it waits (a
 * collected one is history). The student, told it was waiting, is told it was not theirs.
 */
export const removeParcelOperation = onParcel({
  route: 'DELETE /parcels/{id}',
  access: staff,
  handle: async ({ record: parcel, session }) => {
    const actor = actorOf(session);
    const student = await getUserById(parcel.student.id);
    const telling = new Telling();
    await parcelWrite(
      () =>
        removeParcel(parcel, [
          ...parcelAuditItems(actor, 'parcel.removed', parcel),
          ...telling.items(student ? [parcelRemovedNotice(student, parcel)] : []),
        ]),
      messages.parcels.collectedNotRemoved,
    );
    await telling.afterCommit();
    await staffChanged('parcels');
    return { message: messages.parcels.removed };
  },
});
