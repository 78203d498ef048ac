import { defineOperation } from '../http/operation.ts';
import { toPublicSettings } from '../../data/settings.ts';

/** GET /settings/public: the switches the public site and the sign-in screens need, for anyone. */
export const getPublicSettings = defineOperation({
  method: 'GET',
  path: '/settings/public',
  access: 'public',
  plain: true,
  handle: async ({ settings }) => toPublicSettings(await settings()),
});
