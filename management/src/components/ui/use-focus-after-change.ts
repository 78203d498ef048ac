import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Puts the focus, once a change is drawn, on the first of some named controls that can take it. A button
 * that moves or removes a list's item goes with the item, or is disabled at the list's end: the focus
 * stayed on the place the item left (Move up pressed twice moved two items once each), or fell to the
 * page's body and a keyboard started again from the top.
 *
 * `control(name)` is the ref of a control the focus may go to (or of a notice telling an outcome, focusable
 * by script); `focusAfter(...names)`, called in the handler that makes the change, names where it should
 * go, best first. A name with no control drawn, or a
 * disabled one, is passed over.
 */
export function useFocusAfterChange() {
  const controls = useRef(new Map<string, HTMLElement>());
  // In an object, so that asking twice for the same place still runs the effect.
  const [next, setNext] = useState<{ names: string[] } | null>(null);
  useEffect(() => {
    if (!next) return;
    for (const name of next.names) {
      const element = controls.current.get(name);
      element?.focus();
      if (element && document.activeElement === element) return;
    }
  }, [next]);
  const control = useCallback(
    (name: string) => (element: HTMLElement | null) => {
      if (element) controls.current.set(name, element);
      else controls.current.delete(name);
    },
    [],
  );
  const focusAfter = useCallback((...names: string[]) => setNext({ names }), []);
  return { control, focusAfter };
}

/**
 * The names a list's controls take (`control(name)`) for `afterMoving` and `afterRemoving`: each item's
 * move earlier (up), move later (down) and Remove, and the list's Add.
 */
export const listControls = {
  earlier: (index: number) => `${index} earlier`,
  later: (index: number) => `${index} later`,
  remove: (index: number) => `${index} remove`,
  add: 'add',
} as const;

/**
 * Where the focus goes after a list's item `index` is moved `by` one place: with the item, to the button
 * that moved it, else to its other move button, the first being disabled at the list's end.
 */
export function afterMoving(index: number, by: -1 | 1) {
  const [same, other] =
    by < 0 ? [listControls.earlier, listControls.later] : [listControls.later, listControls.earlier];
  return [same(index + by), other(index + by)];
}

/**
 * Where the focus goes after a list's item `index` is removed: the next item's Remove (now at the same
 * index), else the one before, else Add. On the button that went with its item it fell to the page's
 * body, or out of a dialog's controls.
 */
export const afterRemoving = (index: number) => [
  listControls.remove(index),
  listControls.remove(index - 1),
  listControls.add,
];
