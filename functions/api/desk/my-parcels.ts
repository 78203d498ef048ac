import { parcelForStudent, type MyParcelsResponse } from '#contract/parcels';
import { parcelsWaitingFor } from '../../data/parcels.ts';
import { students } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** GET /parcels/mine (students): their own parcels waiting at the desk, newest first. */
export const myParcels = defineOperation({
  route: 'GET /parcels/mine',
  access: students,
  handle: async ({ session }): Promise<MyParcelsResponse> => ({
    parcels: (await parcelsWaitingFor(session.userId)).map(parcelForStudent),
  }),
});
