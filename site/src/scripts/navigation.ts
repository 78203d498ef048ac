/** docs/spec.md §9 scroll thresholds, in pixels, and the footer's scroll delay. */
const hideBelow = 100;
const alwaysShowWithin = 10;
const opaqueAfter = 50;
const scrollTopButtonAfter = 300;
const footerScrollDelayMs = 100;

function setMenu(toggle: HTMLButtonElement, menu: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  toggle.querySelector('[data-menu-icon="closed"]')?.classList.toggle('hidden', open);
  toggle.querySelector('[data-menu-icon="open"]')?.classList.toggle('hidden', !open);
}

/**
 * The navigation bar, mobile menu, scroll-to-top button and footer links (docs/spec.md §2): a bar that hides
 * on the way down and comes back on the way up, a menu that closes on selection, Escape or scrolling
 * down, and a button back to the top.
 */
export function setUpNavigation(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const toggle = document.querySelector<HTMLButtonElement>('#menu-toggle');
  const menu = document.querySelector<HTMLElement>('#mobile-menu');
  const toTop = document.querySelector<HTMLButtonElement>('#scroll-to-top');
  if (!header || !toggle || !menu || !toTop) return;

  let lastY = window.scrollY;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const y = window.scrollY;
    if (y > lastY) {
      if (!menu.hidden) setMenu(toggle, menu, false);
      if (y > hideBelow) header.dataset.hidden = 'true';
    } else if (y < lastY) {
      header.dataset.hidden = 'false';
    }
    if (y <= alwaysShowWithin) header.dataset.hidden = 'false';
    header.dataset.opaque = String(y > opaqueAfter);
    const showTop = y > scrollTopButtonAfter;
    toTop.dataset.visible = String(showTop);
    toTop.tabIndex = showTop ? 0 : -1;
    lastY = y;
  };
  window.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();

  // A keyboard user tabbing back into a hidden bar must see where the focus went.
  header.addEventListener('focusin', () => (header.dataset.hidden = 'false'));

  toggle.addEventListener('click', () =>
    setMenu(toggle, menu, toggle.getAttribute('aria-expanded') !== 'true'),
  );
  menu.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('a')) setMenu(toggle, menu, false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setMenu(toggle, menu, false);
      toggle.focus();
    }
  });

  toTop.addEventListener('click', () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
  });

  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-footer-link]')) {
    link.addEventListener('click', (event) => {
      // A link to the page already open only scrolls; other links load a page that starts at the top.
      if (link.hash || link.pathname !== window.location.pathname) return;
      event.preventDefault();
      setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), footerScrollDelayMs);
    });
  }
}

/** Each page starts at its top (docs/spec.md §2), unless the address points at an anchor. */
export function scrollToTopOnArrival(): void {
  if (window.location.hash) return;
  history.scrollRestoration = 'manual';
  window.scrollTo({ top: 0, behavior: 'instant' });
}
