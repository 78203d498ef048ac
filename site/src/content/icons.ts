import type { amenityIcons } from '#contract/public-content/index';
import { SafeHtml } from './html.ts';

/** The room amenities' own drawings, beside the home page's (room-types.ts maps each amenity to one). */
type RoomIconName = 'desk' | 'wardrobe' | 'bath' | 'snowflake' | 'fan' | 'fridge';

export type IconName =
  (typeof amenityIcons)[number] | RoomIconName | 'phone' | 'mail' | 'map' | 'clock' | 'check' | 'quote';

/** Outline icons (24px grid, drawn with the current text colour), inlined so they cost no request. */
const paths: Record<IconName, string> = {
  wifi: 'M5 12.55a11 11 0 0 1 14.08 0M1.42 9a16 16 0 0 1 21.16 0M8.53 16.11a6 6 0 0 1 6.95 0M12 20h.01',
  study: 'M2 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H2zM22 4h-7a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h8z',
  security: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4',
  laundry: 'M4 2h16v20H4zM4 7h16M12 18a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM7 4.5h.01',
  kitchen: 'M3 2v7a3 3 0 0 0 6 0V2M6 2v20M21 15V2a5 5 0 0 0-5 5v6a2 2 0 0 0 2 2h3zm0 0v7',
  power: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
  fitness: 'M6.5 6.5v11M17.5 6.5v11M3 9v6M21 9v6M6.5 12h11',
  transport: 'M8 6v6M16 6v6M2 12h20M4 18V6a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v12zM6 22v-4M18 22v-4',
  phone:
    'M22 16.92v3a2 2 0 0 1-2.18 2 19.8 19.8 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.12 4.18 2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.9.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM22 6l-10 7L2 6',
  map: 'M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  check: 'M20 6 9 17l-5-5',
  desk: 'M3 20h18M5 20v-8h14v8M9 12V8l3-4 3 4v4',
  wardrobe: 'M4 2h16v20H4zM12 2v20M9 11v2M15 11v2',
  bath: 'M4 12h16a1 1 0 0 1 1 1v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5v-2a1 1 0 0 1 1-1zM6 12V5a2 2 0 0 1 2-2h1M7 21l-1 1M17 21l1 1',
  snowflake: 'M2 12h20M12 2v20M20 16l-4-4 4-4M4 8l4 4-4 4M16 4l-4 4-4-4M8 20l4-4 4 4',
  fan: 'M12 12a2 2 0 1 0 0 .01M12 10V3a5 5 0 0 1 0 7M14 12h7a5 5 0 0 1-7 0M12 14v7a5 5 0 0 1 0-7M10 12H3a5 5 0 0 1 7 0',
  fridge: 'M5 2h14v20H5zM5 10h14M9 5v2M9 13v3',
  quote:
    'M3 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2H4c-1.25 0-2 .75-2 2v6c0 1.25.75 2 2 2h3c0 4-3 5-4 5zM14 21c3 0 7-1 7-8V5c0-1.25-.76-2-2-2h-4c-1.25 0-2 .75-2 2v6c0 1.25.75 2 2 2h3c0 4-3 5-4 5z',
};

/** An inline SVG icon, hidden from assistive technology (its meaning is always in nearby text). */
export function icon(name: IconName, className = 'h-6 w-6'): SafeHtml {
  return new SafeHtml(
    `<svg class="${className}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${paths[name]}"/></svg>`,
  );
}
