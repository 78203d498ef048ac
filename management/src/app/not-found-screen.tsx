import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { brand } from '#contract/brand';
import { buttonClasses } from '../components/ui/button.tsx';
import { landingPathFor, paths } from '../config/paths.ts';
import { useSession } from '../lib/session-store.ts';

/** The management app's 404 (docs/spec.md §8): inside the shell for a signed-in user, alone otherwise. */
export function NotFoundScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const home = session.status === 'authenticated' ? landingPathFor(session.user.role) : paths.login;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-12 text-center">
      <p className="text-6xl font-bold tracking-tight text-brand-600 dark:text-brand-400">404</p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page Not Found</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">
        The page you were looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Go Back
        </button>
        <Link className={buttonClasses('primary')} to={home}>
          {session.status === 'authenticated' ? 'Go to dashboard' : 'Go to sign in'}
        </Link>
      </div>
      <p className="mt-10 text-sm text-slate-500 italic dark:text-slate-400">{brand.tagline}</p>
    </div>
  );
}
