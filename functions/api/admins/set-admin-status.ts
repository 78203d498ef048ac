import * as z from 'zod';
import { adminStatusSchema } from '#contract/admins';
import { messages } from '#contract/messages';
import { conflict, forbidden } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { deleteSessionsOfUser } from '../../data/sessions.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { ActorNotActiveSuperAdminError, setStaffActive } from '../../data/users.ts';
import { getStaffUser, toAdmin } from './admin-view.ts';

/** PUT /super-admin/admins/{id}/status: deactivating signs the account out everywhere at once. */
export const setAdminStatus = defineOperation({
  params: z.object({ id: z.string().min(1).max(64) }),
  body: adminStatusSchema,
  handle: async ({ params, body, session }) => {
    if (params.id === session!.userId) throw forbidden(messages.admins.notSelfDeactivate);
    const user = await getStaffUser(params.id);
    await setStaffActive(user.id, body.isActive, session!.userId).catch((error: unknown) => {
      throw error instanceof ActorNotActiveSuperAdminError ? conflict(messages.admins.lastSuperAdmin) : error;
    });
    if (!body.isActive) {
      await deleteSessionsOfUser(user.id);
      await revokeTokensOfUser(user.id);
    }
    return {
      admin: toAdmin({ ...user, isActive: body.isActive }),
      message: body.isActive ? messages.admins.activated : messages.admins.deactivated,
    };
  },
});
