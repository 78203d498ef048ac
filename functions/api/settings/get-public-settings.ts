import { getPrices } from '../../data/prices.ts';
import { toPublicSettings } from '../../data/settings.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /settings/public: the switches the public site and the sign-in screens need, and the room types
 * with the current period's rents, which the public rooms page shows (issue #30 point 6), for anyone.
 */
export const getPublicSettings = defineOperation({
  route: 'GET /settings/public',
  access: 'public',
  plain: true,
  handle: async ({ settings }) => {
    const current = await settings();
    const prices = await getPrices(
      { academicYear: current.currentAcademicYear, semester: current.currentSemester },
      current.currency,
    );
    return toPublicSettings(current, prices);
  },
});
