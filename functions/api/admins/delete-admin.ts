import * as z from 'zod';
import { messages } from '#contract/messages';
import { conflict, forbidden } from '../../core/http/errors.ts';
import { defineOperation } from '../../core/http/operation.ts';
import { deleteSessionsOfUser } from '../../data/sessions.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { ActorNotActiveSuperAdminError, deleteStaffUser } from '../../data/users.ts';
import { getStaffUser } from './admin-view.ts';

/**
 * DELETE /super-admin/admins/{id}: removes a staff account (staff have no bookings to archive), its
 * sessions and tokens. Nobody deletes themself, and the write commits only while the acting super admin
 * is still active, so the last active super admin can never be removed.
 */
export const deleteAdmin = defineOperation({
  params: z.object({ id: z.string().min(1).max(64) }),
  handle: async ({ params, session }) => {
    if (params.id === session!.userId) throw forbidden(messages.admins.notSelfDelete);
    const user = await getStaffUser(params.id);
    await deleteStaffUser(user, session!.userId).catch((error: unknown) => {
      throw error instanceof ActorNotActiveSuperAdminError ? conflict(messages.admins.lastSuperAdmin) : error;
    });
    await deleteSessionsOfUser(user.id);
    await revokeTokensOfUser(user.id);
    return { message: messages.admins.deleted };
  },
});
