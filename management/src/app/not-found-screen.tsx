import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';

export function NotFoundScreen() {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-3xl font-bold">Oops! Page Not Found</h1>
      <p className="mt-4">The page you were looking for does not exist.</p>
      <Link className="mt-6 inline-block text-blue-700 underline" to={paths.login}>
        Go to sign in
      </Link>
    </main>
  );
}
