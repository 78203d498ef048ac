import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session-store.ts';
import type { Role } from '../types/api.ts';
import { ShellSkeleton } from './shell-skeleton.tsx';

/**
 * The route guard (SPEC.md §6): an authenticated, hydrated session with one of the roles, otherwise the
 * login screen. The root layout starts the hydration; this waits for it behind a skeleton.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  if (session.status === 'unhydrated') return <ShellSkeleton />;
  if (session.status === 'anonymous' || !roles.includes(session.user.role))
    return <Navigate to={paths.login} replace />;
  return <Outlet />;
}
