import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { linkToken } from '#contract/link-tokens';

/**
 * The token of the mailed link that opened `screen` (its path in `paths`), from the URL's fragment
 * (contract/link-tokens.ts). An older link's token, in the query or in a `:token` path segment, is moved
 * into the fragment of `screen` at once, so later requests (and their Referer) and the history no
 * longer carry it.
 */
export function useLinkToken(screen: string): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { token: fromPath } = useParams();
  const found = linkToken(location);
  const token = found.token ?? fromPath ?? null;
  const moved = token !== null && (found.fromQuery || found.token === null);
  useEffect(() => {
    if (moved)
      void navigate(
        { pathname: screen, search: '', hash: `token=${encodeURIComponent(token)}` },
        { replace: true },
      );
  }, [moved, token, screen, navigate]);
  return token;
}
