import type { Operation } from '../http/operation.ts';
import { requestEmailChange } from './change-email.ts';
import { changePassword } from './change-password.ts';
import { confirmEmailChange } from './confirm-email.ts';
import { endOtherSessions } from './end-other-sessions.ts';
import { endSession } from './end-session.ts';
import { forgotPassword } from './forgot-password.ts';
import { getCsrfToken } from './get-csrf-token.ts';
import { getMe } from './get-me.ts';
import { listSessions } from './list-sessions.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { register } from './register.ts';
import { resendVerification } from './resend-verification.ts';
import { resetPassword } from './reset-password.ts';
import { undoEmailChange } from './undo-email-change.ts';
import { verifyEmail } from './verify-email.ts';

/**
 * Accounts and sign-in. Calls an anonymous visitor makes are public; login, the CSRF check and logout
 * belong to a tab, the rest are also served on the plain base (docs/spec.md §7).
 */
export const operations = {
  getCsrfToken,
  login,
  logout,
  getMe,
  register,
  verifyEmail,
  resendVerification,
  forgotPassword,
  resetPassword,
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  undoEmailChange,
  listSessions,
  endSession,
  endOtherSessions,
} satisfies Record<string, Operation>;
