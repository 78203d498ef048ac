import { todayUtc } from '#contract/days';
import type { DeskTodayResponse } from '#contract/desk';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { deskDay } from '../../domain/desk/today.ts';

/** GET /desk/today (staff): who arrives and who leaves today, for the dashboard. */
export const deskToday = defineOperation({
  route: 'GET /desk/today',
  access: staff,
  handle: async ({ settings }): Promise<DeskTodayResponse> => deskDay(todayUtc(), await settings()),
});
