import { useContext } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { ScreenRoutes } from '../screen-routes.ts';
import { breadcrumbsOf } from './breadcrumbs.ts';

/**
 * Crumbs from the path; the last one, and any where no screen opens, is plain text, and none shows when
 * there are none (docs/spec.md §2).
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsOf(pathname, useContext(ScreenRoutes));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={index} className="flex items-center gap-1">
              {index > 0 && <ChevronRight className="size-3.5" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                  {crumb.label}
                </span>
              ) : crumb.to ? (
                <Link
                  to={crumb.to}
                  className="hover:text-brand-700 hover:underline dark:hover:text-brand-300"
                >
                  {crumb.label}
                </Link>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
