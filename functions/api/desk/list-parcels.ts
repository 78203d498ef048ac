import { collectedParcelsShownDays, parcelListQuerySchema, type ParcelListResponse } from '#contract/parcels';
import { deskParcels } from '../../data/parcels.ts';
import { parcelListPage } from '../../domain/parcels/desk-list.ts';
import { withStudentsNow } from '../../domain/parcels/students-now.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

const dayMs = 86_400_000;

/**
 * GET /parcels (staff): the parcels waiting (each with its student's room now), or those collected
 * lately, each with its student's name now, filtered (by that name too), sorted and paged.
 */
export const listParcels = defineOperation({
  route: 'GET /parcels',
  access: staff,
  query: parcelListQuerySchema,
  handle: async ({ query }): Promise<ParcelListResponse> => {
    const since = new Date(Date.now() - collectedParcelsShownDays * dayMs).toISOString();
    const read = await deskParcels(
      query.status === 'waiting' ? { status: 'waiting' } : { status: 'collected', since },
    );
    return parcelListPage(await withStudentsNow(read), query);
  },
});
