import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { focusScreenHeading } from '../lib/screen-heading.ts';

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
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const lastNavigationType = useRef(navigationType);
  const opened = useRef(true);
  const focusBefore = useRef<Element | null>(null);
  // Read by the next effect, which runs on a new path only: a query's change is no new screen.
  useLayoutEffect(() => {
    lastNavigationType.current = navigationType;
  });
  // Layout effects run before any screen's effects: this is where the focus was when the screen came.
  useLayoutEffect(() => {
    focusBefore.current = document.activeElement;
    // A new screen opens at its top, as a page does: it kept the list's place, a record at the foot of
    // a long list opening far down its own page. Back and Forward keep the place the browser restores.
    if (lastNavigationType.current !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (opened.current) {
      opened.current = false;
      return;
    }
    // The browser's sticky user activation: false until the first click or key press in the page.
    if (navigator.userActivation?.hasBeenActive === false) return;
    if (document.activeElement !== focusBefore.current) return;
    return focusHeadingWhenDrawn();
  }, [pathname]);
}
