import { createAdminSchema } from '#contract/admins';
import * as messages from '#contract/messages';
import { conflict } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { superAdmins } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { actorOf, auditItems } from '../../data/audit.ts';
import { issueResetLink, tokenLifetimeSeconds } from '../../data/tokens.ts';
import { createUser, EmailTakenError } from '../../data/users.ts';
import { sendMail } from '../../platform/mail.ts';
import { adminInviteMail } from '../../domain/notifications/templates/admin-invite.ts';
import { toAdmin } from './admin-view.ts';

/**
 * POST /super-admin/admins: creates an admin or super admin with no usable password and emails them a
 * set-password link (a password-reset token with a longer life). Using the link also verifies the address.
 */
export const createAdmin = defineOperation({
  route: 'POST /super-admin/admins',
  access: superAdmins,
  body: createAdminSchema,
  handle: async ({ body, session }) => {
    const user = await createUser({ ...body, emailVerified: false, isActive: true }, (created) =>
      auditItems({
        actor: actorOf(session),
        action: 'admin.create',
        entity: { type: 'admin', id: created.id, name: created.fullName },
        after: toAdmin(created) as unknown as Record<string, unknown>,
      }),
    ).catch((error: unknown) => {
      // On the field to correct, as a server's field errors are shown (lib/form.ts in the app).
      const taken = messages.admins.emailTaken;
      throw error instanceof EmailTakenError ? conflict(taken, { errors: { email: taken } }) : error;
    });
    const { token } = await issueResetLink(user, tokenLifetimeSeconds.adminInvite);
    await sendMail(adminInviteMail({ to: user.email, fullName: user.fullName, role: body.role, token }));
    return reply({ admin: toAdmin(user), message: messages.admins.created(user.email) }, { status: 201 });
  },
});
