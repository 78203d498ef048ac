import { parcelForStudent, type ParcelResponse } from '#contract/parcels';
import { signedIn } from '../../routes.ts';
import { asSeenBy } from '../http/as-seen-by.ts';
import { onParcel } from './find-parcel.ts';

/** GET /parcels/{id}: one parcel, waiting or collected; a student only their own. */
export const getParcelOperation = onParcel({
  route: 'GET /parcels/{id}',
  access: signedIn,
  handle: async ({ record: parcel, session }): Promise<ParcelResponse> => ({
    parcel: asSeenBy(session, parcel, parcelForStudent),
  }),
});
