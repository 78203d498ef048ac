import { changePasswordSchema } from '#contract/auth';
import * as messages from '#contract/messages';
import { unauthorized } from '../../platform/errors.ts';
import { defineOperation } from '../http/operation.ts';
import { signedIn } from '../../routes.ts';
import { reply } from '../http/reply.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeTokensOfUser } from '../../data/tokens.ts';
import { getUserById, setPassword } from '../../data/users.ts';
import { passwordChangedMail } from '../../domain/notifications/templates/password-changed.ts';
import { accountNotice, tellOfCommitted } from '../../domain/notifications/notices.ts';
import { passwordFingerprint } from '../../data/credentials.ts';
import { signOutEverywhere } from '../../domain/auth/sessions.ts';
import { assertCurrentPassword } from './current-password.ts';
import { toAuthUser } from './profile.ts';
import { clientOf, openRememberedSession, openTabSession } from './tab-session.ts';

/**
 * PUT /auth/password: a signed-in user (student or staff) changes their own password. It needs the
 * current password and meets the reset rules. Every session and remembered browser of the user ends,
 * those of a sign-in with the old password racing the change too (signOutEverywhere's late sweep,
 * decision 0075), and so does every link of the account (a pending email change too: docs/spec.md §12);
 * the tab that made the change gets a new session at once (with a new remember token when its session
 * was remembered), so only the others are signed out. The owner is told by mail and in their
 * notification centre (`account`).
 */
export const changePassword = defineOperation({
  route: 'PUT /auth/password',
  access: signedIn,
  body: changePasswordSchema,
  handle: async ({ body, session, tabId, clientIp, event }) => {
    const user = await getUserById(session.userId);
    if (!user) throw unauthorized(messages.sessions.notAuthenticated);
    await assertCurrentPassword(user, body.currentPassword, clientIp);
    const passwordHash = await hashPassword(body.newPassword);
    await setPassword(user.id, passwordHash);
    await signOutEverywhere(user.id);
    await revokeTokensOfUser(user.id);

    // The tab that made the change goes on the new password, so the late sweep keeps it (decision 0075).
    const newPassword = passwordFingerprint(passwordHash);
    const client = clientOf(event, clientIp);
    const opened = session.familyId
      ? await openRememberedSession(user, tabId!, client, newPassword)
      : await openTabSession(user, tabId!, session.remember, client, {
          passwordFingerprint: newPassword,
        }).then((o) => ({ ...o, cookies: [o.cookie] }));
    const cookies = opened.cookies;
    await tellOfCommitted([
      accountNotice(user, passwordChangedMail({ to: user.email, fullName: user.fullName })),
    ]);
    return reply(
      { message: messages.auth.passwordChanged, csrfToken: opened.session.csrfToken, user: toAuthUser(user) },
      { cookies },
    );
  },
});
