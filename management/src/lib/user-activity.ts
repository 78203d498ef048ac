/**
 * When the user last touched this tab: a key, a click, a tap or a scroll. The server counts a staff
 * session's activity by requests (docs/spec.md §12); this tells the user's requests from the tab's own.
 */

/**
 * How long after the user's last touch what the tab sends is still theirs: a click's request, the screen
 * it opens and that screen's reads follow within seconds. Anything later is the tab's own doing (a
 * refetch after a push, a socket's new ticket after API Gateway closed an idle one).
 */
export const userRequestWindowMs = 60_000;

/** The page's load is the user's doing. */
let lastInputAt = Date.now();

const inputs = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Starts noting the user's touches on this tab, before the app handles them; once, when it starts. */
export function watchUserInput(target: Pick<Window, 'addEventListener'>): void {
  for (const type of inputs)
    target.addEventListener(
      type,
      () => {
        lastInputAt = Date.now();
      },
      { capture: true, passive: true },
    );
}

export const lastUserInputAt = (): number => lastInputAt;

/** Whether what the tab sends now is its user's doing. */
export const userActive = (): boolean => Date.now() - lastInputAt < userRequestWindowMs;
