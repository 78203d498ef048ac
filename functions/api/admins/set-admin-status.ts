import { adminStatusSchema } from '#contract/admins';
import * as messages from '#contract/messages';
import { recordIdParam } from '#contract/record-ids';
import * as z from '#contract/zod';
import { conflict, forbidden } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { ActorNotActiveSuperAdminError, setStaffActive } from '../../data/users.ts';
import { getStaffUser, toAdmin } from './admin-view.ts';

/**
 * PUT /super-admin/admins/{id}/status: deactivating signs the account out everywhere at once and ends
 * every link of it, a pending change of address or an unused set-password link included (decision
 * 0080): an admin reactivated before setting a password asks for a new link with "Forgot password".
 */
export const setAdminStatus = defineOperation({
  route: 'PUT /super-admin/admins/{id}/status',
  access: superAdmins,
  params: z.object({ id: recordIdParam() }),
  body: adminStatusSchema,
  handle: async ({ params, body, session }) => {
    if (params.id === session.userId) throw forbidden(messages.admins.notSelfDeactivate);
    const user = await getStaffUser(params.id);
    // Activate pressed on an account already active (a stale list, a second press): nothing to reopen,
    // and an activation counted again would end the links the admin holds, an invitation too (0082).
    if (body.isActive && user.isActive) return { admin: toAdmin(user), message: messages.admins.activated };
    const audit = auditItems({
      actor: actorOf(session),
      action: body.isActive ? 'admin.activate' : 'admin.deactivate',
      entity: { type: 'admin', id: user.id, name: user.fullName },
      before: { isActive: user.isActive },
      after: { isActive: body.isActive },
    });
    await setStaffActive(user.id, body.isActive, session.userId, audit).catch((error: unknown) => {
      throw error instanceof ActorNotActiveSuperAdminError ? conflict(messages.admins.lastSuperAdmin) : error;
    });
    if (!body.isActive) {
      await signOutEverywhere(user.id);
      await revokeTokensOfUser(user.id);
    }
    return {
      admin: toAdmin({ ...user, isActive: body.isActive }),
      message: body.isActive ? messages.admins.activated : messages.admins.deactivated,
    };
  },
});
