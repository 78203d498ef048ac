import * as messages from '#contract/messages';
import { maintenanceSwitchSchema, registrationSwitchSchema, settingsUpdateSchema } from '#contract/settings';
import { defaultRoomType, roomTypeProblem, type RoomType } from '#contract/rooms';
import { defineOperation } from '../http/operation.ts';
import { listRooms } from '../../data/rooms.ts';
import { staff } from '../../routes.ts';
import { toStaffSettings } from '../../data/settings.ts';
import { changeSettings, typesInUse } from '../../domain/settings/change-settings.ts';

/** PUT /settings (staff): switches and the academic period (a new period rolls bookings over). */
export const updateSettingsOperation = defineOperation({
  route: 'PUT /settings',
  access: staff,
  body: settingsUpdateSchema,
  handle: async ({ body, session }) => {
    if (body.roomTypes) await assertRoomsKeepTheirType(body.roomTypes);
    return {
      settings: toStaffSettings(await changeSettings(session, body)),
      message: body.roomTypes ? messages.rooms.typesSaved : messages.settings.updated,
    };
  },
});

/**
 * A change of the room types may not leave a room without its type or with another capacity than its
 * type's: staff change such rooms first. A room written in the same instant, which the list may not show
 * yet, refuses the change in its transaction (decision 0078).
 */
async function assertRoomsKeepTheirType(
  types: readonly Pick<RoomType, 'name' | 'capacity'>[],
): Promise<void> {
  const stranded = (await listRooms()).filter((room) =>
    roomTypeProblem(types, room.roomType ?? defaultRoomType, room.capacity),
  );
  if (stranded.length > 0) throw typesInUse(stranded);
}

/** PUT /settings/registration (staff): `{ isOpen }`. */
export const updateRegistration = defineOperation({
  route: 'PUT /settings/registration',
  access: staff,
  body: registrationSwitchSchema,
  handle: async ({ body, session }) => ({
    settings: toStaffSettings(await changeSettings(session, { registrationOpen: body.isOpen })),
    message: messages.settings.registrationToggled(body.isOpen),
  }),
});

/** PUT /settings/maintenance (staff): `{ isEnabled, message }`; the message is kept when not given. */
export const updateMaintenance = defineOperation({
  route: 'PUT /settings/maintenance',
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
