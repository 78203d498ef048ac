import { appPath } from '../../config/paths.ts';
import { menuLabelOf } from './navigation.ts';

export interface Crumb {
  label: string;
  /** The path inside the app this crumb links to. */
  to: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const internalId = /^[0-9a-f]{24}$/i;

/** A segment no menu entry leads to, in words: "archived" is "Archived", "book-room" is "Book Room". */
const segmentLabel = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The crumbs of a location (docs/spec.md §2): one per path segment, skipping the management segment and
 * ids (UUIDs and 24-hex internal ids; a public id is the segment after `p/`, which is skipped too). A
 * crumb leading where the menu leads takes the menu's words; only the others are made from the segment.
 */
export function breadcrumbsOf(pathname: string): Crumb[] {
  const segments = appPath(pathname).split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let to = '';
  segments.forEach((raw, index) => {
    to += `/${raw}`;
    const segment = decodeURIComponent(raw);
    if (segment === 'management' || uuid.test(segment) || internalId.test(segment)) return;
    if (segment === 'p' || segments[index - 1] === 'p') return;
    crumbs.push({ label: menuLabelOf(to) ?? segmentLabel(segment), to });
  });
  return crumbs;
}
