import { appPaths } from './app-paths.ts';

/**
 * How a mailed link carries its token (issue 25): in the URL's fragment, which a browser never sends,
 * so neither CloudFront's access logs nor a Referer header ever hold it. The SPA reads it from the
 * fragment and posts it in a request body (POST /auth/reset-password, /auth/verify-email,
 * /auth/confirm-email).
 *
 * Links mailed before this change carry the token in the query (`?token=`, reset and invitation) or in
 * the path (`/verify-email/{token}`, `/confirm-email/{token}`). They still work for their lifetime: the
 * SPA moves the token into the fragment at once, so it is not sent again. The one request that brought
 * the page has been logged. Undo links were first mailed with the bare token as the fragment
 * (`/undo-email-change#{token}`); that form is read too.
 */
const withToken = (path: string, token: string) => `${path}#token=${encodeURIComponent(token)}`;

export const resetPasswordPath = (token: string) => withToken(appPaths.resetPassword, token);
export const verifyEmailPath = (token: string) => withToken(appPaths.verifyEmailConfirm, token);
export const confirmEmailPath = (token: string) => withToken(appPaths.confirmEmail, token);
export const undoEmailChangePath = (token: string) => withToken(appPaths.undoEmailChange, token);
export const unsubscribePath = (token: string) => withToken(appPaths.unsubscribe, token);

/** A link's token: from the fragment, or from the query of an older link (`fromQuery`). */
export function linkToken(location: { search: string; hash: string }): {
  token: string | null;
  fromQuery: boolean;
} {
  const fragment = location.hash.replace(/^#/, '');
  const inFragment = new URLSearchParams(fragment).get('token');
  if (inFragment) return { token: inFragment, fromQuery: false };
  // A bare token (an early undo link): tokens are base64url, so it never holds '=' or '&'.
  if (/^[\w-]+$/.test(fragment)) return { token: fragment, fromQuery: false };
  const inQuery = new URLSearchParams(location.search).get('token');
  return { token: inQuery || null, fromQuery: Boolean(inQuery) };
}
