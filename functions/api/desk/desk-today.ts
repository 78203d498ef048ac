import type { DeskTodayResponse } from '#contract/desk';
import { readersZoneQuerySchema } from '#contract/time-zones';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { deskDay } from '../../domain/desk/today.ts';

/**
 * GET /desk/today (staff): who arrives and who leaves today, for the dashboard: the reader's today, in
 * the zone the app sends (`timeZone`, read as the PDFs read it; UTC without one, decision 0109).
 */
export const deskToday = defineOperation({
  route: 'GET /desk/today',
  access: staff,
  query: readersZoneQuerySchema,
  handle: async ({ query, settings }): Promise<DeskTodayResponse> =>
    deskDay(query.timeZone, await settings()),
});
