import { cacheTtlSeconds } from '../config/constants.ts';

/**
 * The client's GET cache (docs/spec.md §9): each resource keeps its answer for its own time-to-live, and a
 * write clears the entries of every resource it may have changed.
 */

type Resource = keyof typeof cacheTtlSeconds;

/** Which resource a GET path reads, most specific first; undefined means never cached. */
export function resourceOf(path: string): Resource | undefined {
  const pathname = path.split('?')[0];
  if (/^\/rooms\/[^/]+\/occupants$/.test(pathname)) return 'roomOccupants';
  if (pathname === '/rooms/available') return 'availableRooms';
  if (/^\/rooms(\/|$)/.test(pathname)) return 'rooms';
  if (/^\/students\/(p\/)?[^/]+\/bookings(\/|$)/.test(pathname)) return 'studentBookings';
  if (pathname === '/students') return 'students';
  if (/^\/students\//.test(pathname)) return 'student';
  if (/^\/bookings(\/|$)/.test(pathname)) return 'bookings';
  if (/^\/settings(\/|$)/.test(pathname)) return 'settings';
  if (/^\/public\/content(\/|$)/.test(pathname)) return 'publicContent';
  return undefined;
}

export function ttlMsOf(path: string): number {
  const resource = resourceOf(path);
  return resource ? cacheTtlSeconds[resource] * 1000 : 0;
}

/**
 * The resources a write may change. Bookings move occupancy, so they touch rooms and students' booking
 * lists; a student's check-out or deletion ends bookings and frees beds.
 */
export function resourcesChangedBy(path: string): Resource[] {
  const pathname = path.split('?')[0];
  if (/^\/bookings(\/|$)/.test(pathname))
    return ['bookings', 'studentBookings', 'rooms', 'availableRooms', 'roomOccupants'];
  if (/^\/rooms(\/|$)/.test(pathname))
    return ['rooms', 'availableRooms', 'roomOccupants', 'bookings', 'studentBookings'];
  if (/^\/students(\/|$)/.test(pathname))
    return ['students', 'student', 'studentBookings', 'bookings', 'rooms', 'availableRooms', 'roomOccupants'];
  if (/^\/settings(\/|$)/.test(pathname)) return ['settings'];
  // Accepting an offer makes a booking; leaving or declining frees a bed.
  if (/^\/waitlist(\/|$)/.test(pathname))
    return ['bookings', 'studentBookings', 'rooms', 'availableRooms', 'roomOccupants'];
  if (/^\/super-admin\/content(\/|$)/.test(pathname)) return ['publicContent'];
  if (/^\/super-admin\/emergency(\/|$)/.test(pathname)) return ['settings'];
  return [];
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  get(path: string): unknown {
    const entry = this.#entries.get(path);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(path);
      return undefined;
    }
    return entry.value;
  }

  set(path: string, value: unknown): void {
    const ttl = ttlMsOf(path);
    if (ttl > 0) this.#entries.set(path, { value, expiresAt: this.#now() + ttl });
  }

  /** Clears every entry of each resource a write to `path` may have changed. */
  invalidateFor(path: string): void {
    const changed = new Set(resourcesChangedBy(path));
    for (const key of this.#entries.keys()) {
      const resource = resourceOf(key);
      if (resource && changed.has(resource)) this.#entries.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
  }
}
