import { meanRepairScore, type RepairRatingsResponse } from '#contract/maintenance';
import { ratingMonth, ratingsOfMonth } from '../../data/repair-ratings.ts';
import { staff } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** GET /maintenance/ratings (staff): how the repairs confirmed this calendar month (the hostel's) were rated. */
export const getRepairRatings = defineOperation({
  route: 'GET /maintenance/ratings',
  access: staff,
  handle: async (): Promise<RepairRatingsResponse> => {
    const month = ratingMonth(new Date().toISOString());
    const { rated, scoreSum } = await ratingsOfMonth(month);
    return { month, rated, average: meanRepairScore(rated, scoreSum) };
  },
});
