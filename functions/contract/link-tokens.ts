/**
 * How a reset or invitation link carries its token (issue 25): in the URL's fragment, which a browser
 * never sends, so neither CloudFront's access logs nor a Referer header ever hold it. The SPA reads it
 * from the fragment and posts it in the body of POST /auth/reset-password.
 *
 * Links mailed before this change carry `?token=` instead. They still work for their lifetime (an hour
 * for a reset, a day for an invitation): the SPA takes the token from the query and moves it into the
 * fragment at once, so it is not sent again. The one request that brought the page has been logged.
 */
export const resetPasswordPath = (token: string) => `/reset-password#token=${encodeURIComponent(token)}`;

/** A link's token: from the fragment, or from the query of an older link (`fromQuery`). */
export function linkToken(location: { search: string; hash: string }): {
  token: string | null;
  fromQuery: boolean;
} {
  const inFragment = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  if (inFragment) return { token: inFragment, fromQuery: false };
  const inQuery = new URLSearchParams(location.search).get('token');
  return { token: inQuery || null, fromQuery: Boolean(inQuery) };
}
