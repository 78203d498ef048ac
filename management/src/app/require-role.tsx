import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPathFor } from '../config/paths.ts';
import { useSession } from '../lib/session-store.ts';
import type { Role } from '../types/api.ts';
import { ShellSkeleton } from './shell-skeleton.tsx';

/**
 * The route guard (docs/spec.md §6): an authenticated, hydrated session with one of the roles, otherwise the
 * login screen. The root layout starts the hydration; this waits for it behind a skeleton.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'unhydrated') return <ShellSkeleton />;
  // A signed-out visitor returns here after signing in (the page that asked for it).
  if (session.status === 'anonymous')
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (!roles.includes(session.user.role)) return <Navigate to={loginPathFor()} replace />;
  return <Outlet />;
}
