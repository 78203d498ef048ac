import { messages } from '#contract/messages';
import { maintenanceSwitchSchema, registrationSwitchSchema, settingsUpdateSchema } from '#contract/settings';
import { defineOperation } from '../http/operation.ts';
import { staff } from '../../routes.ts';
import { toStaffSettings } from '../../data/settings.ts';
import { changeSettings } from '../../domain/settings/change-settings.ts';

/** PUT /settings (staff): switches and the academic period (a new period rolls bookings over). */
export const updateSettingsOperation = defineOperation({
  method: 'PUT',
  path: '/settings',
  access: staff,
  body: settingsUpdateSchema,
  handle: async ({ body, session }) => ({
    settings: toStaffSettings(await changeSettings(session, body)),
    message: messages.settings.updated,
  }),
});

/** PUT /settings/registration (staff): `{ isOpen }`. */
export const updateRegistration = defineOperation({
  method: 'PUT',
  path: '/settings/registration',
  access: staff,
  body: registrationSwitchSchema,
  handle: async ({ body, session }) => ({
    settings: toStaffSettings(await changeSettings(session, { registrationOpen: body.isOpen })),
    message: messages.settings.registrationToggled(body.isOpen),
  }),
});

/** PUT /settings/maintenance (staff): `{ isEnabled, message }`; the message is kept when not given. */
export const updateMaintenance = defineOperation({
  method: 'PUT',
  path: '/settings/maintenance',
  access: staff,
  body: maintenanceSwitchSchema,
  handle: async ({ body, session }) => ({
    settings: toStaffSettings(
      await changeSettings(session, {
        maintenanceMode: body.isEnabled,
        ...(body.message !== undefined ? { maintenanceMessage: body.message } : {}),
      }),
    ),
    message: messages.settings.maintenanceToggled(body.isEnabled),
  }),
});
