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
