import { getPrices } from '../../data/prices.ts';
import { getSettings, toPublicSettings } from '../../data/settings.ts';
import { defineOperation } from '../http/operation.ts';

/**
 * GET /settings/public: the switches the public site and the sign-in screens need, and the room types
 * with the current period's rents, which the public rooms page shows (issue #30 point 6), for anyone.
 *
 * The settings are read consistently: a tab reads the lockdown here as its socket opens, after its
 * connection is stored, so that a switch whose fan-out read the connections before it still reaches it
 * (decision 0090); an ordinary read may answer as before the switch. No guard reads them for this route
 * (it is anonymous), so this is its one read. It costs twice an ordinary one; since each call of the
 * stage reads the settings item at most once, its throttle (1,000 calls a second) keeps even every call
 * being this one within what one item serves.
 */
export const getPublicSettings = defineOperation({
  route: 'GET /settings/public',
  access: 'public',
  plain: true,
  handle: async () => {
    const current = await getSettings({ consistent: true });
    const prices = await getPrices(
      { academicYear: current.currentAcademicYear, semester: current.currentSemester },
      current.currency,
    );
    return toPublicSettings(current, prices);
  },
});
