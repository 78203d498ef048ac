import { appBasename as basename, appPaths as paths } from '#contract/app-paths';

/** The SPA's routes are the contract's, as the server's mail and notices link to the same screens. */
export { basename, paths };

/** The auth screens where a 401 never redirects and hydration is not triggered (docs/spec.md §4, §8). */
export const authPaths = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];

/** A path inside the SPA (without the basename) from a full location pathname. */
export function appPath(pathname: string): string {
  if (pathname === basename) return '/';
  return pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

export function isAuthPath(pathname: string): boolean {
  const path = appPath(pathname).replace(/\/+$/, '');
  return authPaths.includes(path as (typeof authPaths)[number]);
}

/** Where a role lands after signing in (docs/spec.md §2). */
export function landingPathFor(role: string): string {
  return role === 'student' ? paths.student.dashboard : paths.admin.dashboard;
}

/**
 * The login screen, remembering the page that asked for it (`next`), unless that is where signing in
 * lands anyway (the root or an area's dashboard).
 */
export const loginPathFor = (next?: string) =>
  next && ![paths.root, paths.student.dashboard, paths.admin.dashboard].includes(next as '/')
    ? `${paths.login}?next=${encodeURIComponent(next)}`
    : paths.login;

/**
 * Where a tab whose session ended goes (`pathname` and `search` of the browser's address): the login
 * screen remembering the page it was on, or nowhere when it is on a sign-in screen already. A request of
 * the screen it left can be answered after the tab moved (a lockdown's push and a query's refusal both
 * end the session), and sending it on again from the login screen would remember the login screen
 * itself (`/login?next=%2Flogin`).
 */
export const loginRedirectFrom = (pathname: string, search: string): string | null =>
  isAuthPath(pathname) ? null : loginPathFor(`${appPath(pathname)}${search}`);

/**
 * Where to go after signing in: the `next` page when it is a path in the user's own area (never another
 * site, `//host` or another role's screens: no open redirect), otherwise the role's landing screen.
 */
export function afterSignInPath(role: string, next: string | null): string {
  const home = landingPathFor(role);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return home;
  const area = role === 'student' ? paths.student.dashboard : paths.admin.dashboard;
  const path = next.split(/[?#]/)[0]!;
  if (path !== area && !path.startsWith(`${area}/`)) return home;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return home;
  return next;
}
