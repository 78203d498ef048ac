/**
 * Focuses the screen's heading, by script only (tabindex -1; styles.css draws no ring for it), where the
 * screen is scrolled already: scrolling to the heading hid the crumbs above it under the top bar.
 * Answers whether the screen has drawn its heading yet.
 */
export function focusScreenHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Brings the part of the screen an address's fragment names into view (`/student#parcels`, where a
 * notice leads), below the top bar (its scroll margin), and with `focus` gives its heading the focus, by
 * script only, as the screen's own. Answers whether the screen has drawn that part yet.
 */
export function focusScreenPart(id: string, focus: boolean): boolean {
  const part = document.getElementById(id);
  if (!part) return false;
  part.scrollIntoView({ block: 'start' });
  if (!focus) return true;
  const heading = part.querySelector<HTMLElement>('h2') ?? part;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * Watches a control that has the focus and may soon be unable to keep it: disabled (a form emptied once
 * saved turns its button off) or gone (what it acted on left the screen). Once it is, and the focus has
 * fallen to the page's body, `next()` takes it, else the screen's heading; a keyboard then carries on from
 * there instead of the top of the page. Stops at the first move of the focus anywhere (the user's, or a
 * screen that put it somewhere itself), and answers the stop.
 */
export function refocusOnceDropped(control: HTMLElement, next: () => HTMLElement | null = () => null) {
  const observer = new MutationObserver(() => {
    if (control.isConnected && !control.matches(':disabled')) return;
    stop();
    // After the screen's own effects, one of which may give the focus a place of its own.
    setTimeout(() => {
      const here = document.activeElement;
      if (here && here !== document.body && here !== control) return;
      const element = next();
      element?.focus();
      if (!element || document.activeElement !== element) focusScreenHeading();
    });
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  };
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  document.addEventListener('focusin', stop);
  return stop;
}
