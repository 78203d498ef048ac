/** Remembers, for this tab, when it last reloaded for a missing chunk. */
const reloadedAtKey = 'hostel:chunk-reload-at';

/** Long enough to cover one reload; a chunk missing again later (another deploy) may reload again. */
const reloadWindowMs = 10_000;

/**
 * When a lazy chunk fails to load (a deploy replaced the build this tab started with, or the network
 * dropped), Vite fires `vite:preloadError`. The tab then loads the page it was going to (the router's
 * pending navigation, else the current one) afresh, once, to pick up the current build, which names
 * chunks that exist; if the chunk is still missing right after that, the error is left to the router's
 * error screen rather than reloading in a loop.
 */
export function reloadOnceOnMissingChunk(
  target: Pick<Window, 'addEventListener' | 'location'> = window,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  now: () => number = Date.now,
  destination: () => string | null = () => null,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(reloadedAtKey) ?? 0);
    if (now() - last < reloadWindowMs) return;
    storage.setItem(reloadedAtKey, String(now()));
    event.preventDefault();
    target.location.assign(destination() ?? target.location.href);
  });
}
