import { useEffect, useId, useRef, useState } from 'react';

/**
 * A form that a button opens in its own place (Edit on My Profile and on a student's profile for staff,
 * Ask for a change on a booking): when it opens its first field takes the focus, and when it closes,
 * saved or not, the button that opened it gets it back. The form leaves the page when it closes, and the
 * button often while it is open, which dropped the focus on the page's body, so a keyboard or a screen
 * reader started again from the top.
 *
 * The button takes `buttonId` as its id and an element holding the form `formId`. A screen whose button
 * may not come back (a request sent cannot be asked again) gives `landingId` to what the focus lands on
 * then, focusable by script (tabIndex -1).
 */
export function useFormInPlace() {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const formId = useId();
  const landingId = useId();
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    const target = open
      ? document.getElementById(formId)?.querySelector<HTMLElement>('input, select, textarea')
      : (document.getElementById(buttonId) ?? document.getElementById(landingId));
    target?.focus();
  }, [open, buttonId, formId, landingId]);
  return { open, show: () => setOpen(true), close: () => setOpen(false), buttonId, formId, landingId };
}
