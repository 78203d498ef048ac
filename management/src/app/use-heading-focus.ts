import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusScreenHeading, focusScreenPart } from '../lib/screen-heading.ts';

/**
 * Focuses the heading once the screen draws it: many draw it only when their data has come. Until
 * then, any focus the user gives elsewhere cancels the wait, so the heading never takes it back.
 * Returns the cancel, for the next move.
 */
function focusHeadingWhenDrawn(): () => void {
  if (focusScreenHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusScreenHeading()) stop();
  });
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', stop);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', stop);
  return stop;
}

/** What the user does that ends a wait for a part of the screen: they have moved on from it. */
const userActs = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Goes to the part of the screen a fragment names once the screen draws it (most draw their parts when
 * their data has come), with the focus when `focus` (after a move); meanwhile the heading takes the
 * focus, so the keyboard has a place. Parts above it that draw later (the balance, read apart) would push
 * it down out of sight, so it is kept in view until the user does anything; that also ends the wait for a
 * part the screen does not draw (no parcel waits any more), which leaves the screen at its heading.
 * Returns the cancel, for the next move.
 */
function focusPartWhenDrawn(id: string, focus: boolean): () => void {
  const stopHeading = focus ? focusHeadingWhenDrawn() : () => undefined;
  let shown = false;
  const show = () => {
    if (shown) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    else if (focusScreenPart(id, focus)) {
      shown = true;
      stopHeading();
    }
  };
  const observer = new MutationObserver(show);
  const stop = () => {
    observer.disconnect();
    for (const event of userActs) document.removeEventListener(event, stop, true);
    stopHeading();
  };
  show();
  observer.observe(document.body, { childList: true, subtree: true });
  for (const event of userActs) document.addEventListener(event, stop, true);
  return stop;
}

/**
 * After a move to another screen (a menu entry, a link, a crumb, a form that goes on to its result),
 * the screen opens at its top and the focus goes to its heading, so a keyboard carries on from the screen and a screen
 * reader says where it now is. Without it the focus stayed on the menu entry, or, the link followed
 * being gone, fell to the page's body and started again from the top.
 *
 * Not when the page opens, nor at a redirect before the user has done anything (to sign in, to an area's
 * first screen): that is the page opening. Not when only the query changes (a list's filters, a
 * profile's tab): the screen stays. Nor when the new screen put the focus somewhere itself.
 */
export function useHeadingFocus() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastNavigationType = useRef(navigationType);
  const opened = useRef(true);
  const focusBefore = useRef<Element | null>(null);
  const shownPath = useRef<string | null>(null);
  // Read by the next effects, which run on a new path or fragment only: a query's change is no new screen.
  useLayoutEffect(() => {
    lastNavigationType.current = navigationType;
  });
  // Layout effects run before any screen's effects: this is where the focus was when the screen came.
  useLayoutEffect(() => {
    focusBefore.current = document.activeElement;
    const newScreen = shownPath.current !== pathname;
    shownPath.current = pathname;
    // A new screen opens at its top, as a page does: it kept the list's place, a record at the foot of
    // a long list opening far down its own page. Back and Forward keep the place the browser restores.
    if (newScreen && lastNavigationType.current !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash]);
  useEffect(() => {
    // A fragment names a part of the screen (a notice's link, contract/app-paths.ts dashboardParts).
    const part = decodeURIComponent(hash.slice(1));
    if (opened.current) {
      opened.current = false;
      // A page opened at a part (a link followed from elsewhere) shows it, the focus left to the page.
      return part ? focusPartWhenDrawn(part, false) : undefined;
    }
    // The browser's sticky user activation: false until the first click or key press in the page.
    if (navigator.userActivation?.hasBeenActive === false) return;
    if (document.activeElement !== focusBefore.current) return;
    // Back and Forward keep the place the browser restores, the part's or another.
    return part && lastNavigationType.current !== 'POP'
      ? focusPartWhenDrawn(part, true)
      : focusHeadingWhenDrawn();
  }, [pathname, hash]);
}
