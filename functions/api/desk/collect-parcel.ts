import * as messages from '#contract/messages';
import { collectParcelSchema, type ParcelWriteResponse } from '#contract/parcels';
import { actorOf } from '../../data/audit.ts';
import { collectParcel } from '../../data/parcels.ts';
import { getUserById } from '../../data/users.ts';
import { Telling } from '../../domain/notifications/notices.ts';
import { staffChanged } from '../../domain/realtime/staff-changes.ts';
import { parcelCollectedNotice } from '../../domain/notifications/templates/parcels.ts';
import { parcelWrite } from '../../domain/parcels/parcel-errors.ts';
import { collectedParcel, parcelAuditItems } from '../../domain/parcels/parcel-records.ts';
import { staff } from '../../routes.ts';
import { onParcel } from './find-parcel.ts';

/**
 * POST /parcels/{id}/collect (staff): the parcel handed over, to the student or to someone they sent
 * (`collectedBy`). Once: the write holds the parcel still waiting, so two desks at the same moment get
 * one success and one 409. The student is told, so a parcel collected in their name never goes unseen.
 */
export const collectParcelOperation = onParcel({
  route: 'POST /parcels/{id}/collect',
  access: staff,
  body: collectParcelSchema,
  handle: async ({ record: parcel, body, session }): Promise<ParcelWriteResponse> => {
    const actor = actorOf(session);
    const collected = collectedParcel(parcel, body.collectedBy, actor);
    // A student deleted since keeps their parcel on the desk's list, with nobody left to tell.
    const student = await getUserById(parcel.student.id);
    const telling = new Telling();
    await parcelWrite(() =>
      collectParcel(collected, [
        ...parcelAuditItems(actor, 'parcel.collected', collected),
        ...telling.items(student ? [parcelCollectedNotice(student, collected)] : [], collected.collected!.at),
      ]),
    );
    await telling.afterCommit();
    await staffChanged('parcels');
    return { parcel: collected, message: messages.parcels.collected };
  },
});
