import * as messages from '#contract/messages';
import { preferencesSchema } from '#contract/notification-preferences';
import type { NotificationPreferences } from '#contract/notifications';
import { preferencesOf, savePreferences } from '../../data/notifications.ts';
import { signedIn } from '../../routes.ts';
import { defineOperation } from '../http/operation.ts';

/** GET /notifications/preferences (signed in): the caller's choice per category, defaults filled in. */
export const getNotificationPreferences = defineOperation({
  route: 'GET /notifications/preferences',
  access: signedIn,
  handle: async ({ session }): Promise<{ preferences: NotificationPreferences }> => ({
    preferences: await preferencesOf(session.userId),
  }),
});

/** PUT /notifications/preferences (signed in): a choice for every category; account mail always goes. */
export const saveNotificationPreferences = defineOperation({
  route: 'PUT /notifications/preferences',
  access: signedIn,
  body: preferencesSchema,
  handle: async ({ session, body }) => {
    await savePreferences(session.userId, body);
    return { message: messages.notifications.preferencesSaved, preferences: body };
  },
});
