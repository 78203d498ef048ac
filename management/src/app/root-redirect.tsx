import { Navigate } from 'react-router-dom';
import { landingPathFor, paths } from '../config/paths.ts';
import { useSession } from '../lib/session-store.ts';
import { ShellSkeleton } from './shell-skeleton.tsx';

/** /management: the signed-in role's landing screen, else sign in. */
export function RootRedirect() {
  const session = useSession();
  if (session.status === 'unhydrated') return <ShellSkeleton />;
  if (session.status === 'anonymous') return <Navigate to={paths.login} replace />;
  return <Navigate to={landingPathFor(session.user.role)} replace />;
}
