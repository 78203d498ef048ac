import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appPath } from '../../config/paths.ts';
import { menuLabelOf } from './navigation.ts';

export interface Crumb {
  label: string;
  /** The path inside the app this crumb links to; none where no screen opens. */
  to?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const internalId = /^[0-9a-f]{24}$/i;

/** A segment naming no screen, in words: "archived" is "Archived". */
const segmentLabel = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/** The screen a path inside the app opens, with its title; null where only the 404 answers. */
function screenAt(routes: RouteObject[], path: string): { title?: string } | null {
  const route = matchRoutes(routes, path)?.at(-1)?.route;
  if (!route || route.path === '*') return null;
  return { title: (route.handle as { title?: string } | undefined)?.title };
}

/**
 * The crumbs of a location (docs/spec.md §2): one per path segment, skipping the management segment and
 * ids (UUIDs and 24-hex internal ids; a public id is the segment after `p/`, which is skipped too). A
 * crumb where the menu leads takes the menu's words, any other the title of the screen it stands for
 * (`handle.title` in `routes`): the screen at its path or, followed only by ids, the one the page is on
 * ("Booking Details" for bookings/p/{id}). Only a segment standing for no screen is put in words. A
 * crumb links only where a screen opens: /student/bookings, say, is no screen. A record under a list
 * (/admin/bookings/{id}) ends in its own screen's title, after the list's crumb.
 */
export function breadcrumbsOf(pathname: string, routes: RouteObject[]): Crumb[] {
  // A trailing slash names the same page: without it, /student/ would read "Dashboard › Dashboard".
  const path = appPath(pathname).replace(/(.)\/+$/, '$1');
  const segments = path.split('/').filter(Boolean);
  const shown = segments.map((raw, index) => {
    const segment = decodeURIComponent(raw);
    if (segment === 'management' || uuid.test(segment) || internalId.test(segment)) return false;
    return segment !== 'p' && segments[index - 1] !== 'p';
  });
  // The screen the page is on: the last crumb stands for it where its own path opens none.
  const page = screenAt(routes, path);
  const crumbs: Crumb[] = [];
  let to = '';
  segments.forEach((raw, index) => {
    to += `/${raw}`;
    if (!shown[index]) return;
    const screen = screenAt(routes, to);
    const last = !shown.slice(index + 1).includes(true);
    const standsFor = screen ?? (last ? page : null);
    const label = menuLabelOf(to) ?? standsFor?.title ?? segmentLabel(decodeURIComponent(raw));
    crumbs.push(screen ? { label, to } : { label });
  });
  // Ids after a list's crumb are one of its records: the trail goes on to the record's screen, so the
  // list is a link back rather than the page the user is on ("Manage Bookings › Booking Details").
  const end = crumbs.at(-1);
  if (end?.to && end.to !== path && page?.title) crumbs.push({ label: page.title });
  return crumbs;
}
