import * as messages from '#contract/messages';
import { recordIdParam } from '#contract/record-ids';
import * as z from '#contract/zod';
import { conflict, forbidden } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { outboxPut } from '../../data/outbox.ts';
import { accountErasure } from '../../domain/auth/account-erasure.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { handOnAfterCommit } from '../../domain/notifications/after-commit.ts';
import { ActorNotActiveSuperAdminError, deleteStaffUser } from '../../data/users.ts';
import { getStaffUser, toAdmin } from './admin-view.ts';

/**
 * DELETE /super-admin/admins/{id}: removes a staff account (staff have no bookings to archive) and its
 * sessions, and, through the erasure its transaction writes (decision 0108), its notification centre,
 * links and second factors. Nobody deletes themself, and the write commits only while the acting super admin
 * is still active, so the last active super admin can never be removed.
 */
export const deleteAdmin = defineOperation({
  route: 'DELETE /super-admin/admins/{id}',
  access: superAdmins,
  params: z.object({ id: recordIdParam() }),
  handle: async ({ params, session }) => {
    if (params.id === session.userId) throw forbidden(messages.admins.notSelfDelete);
    const user = await getStaffUser(params.id);
    const audit = auditItems({
      actor: actorOf(session),
      action: 'admin.delete',
      entity: { type: 'admin', id: user.id, name: user.fullName },
      before: toAdmin(user) as unknown as Record<string, unknown>,
    });
    const erasure = accountErasure(user.id);
    await deleteStaffUser(user, session.userId, [...audit, outboxPut(erasure)]).catch((error: unknown) => {
      throw error instanceof ActorNotActiveSuperAdminError ? conflict(messages.admins.lastSuperAdmin) : error;
    });
    await Promise.all([signOutEverywhere(user.id), handOnAfterCommit([erasure])]);
    return { message: messages.admins.deleted };
  },
});
