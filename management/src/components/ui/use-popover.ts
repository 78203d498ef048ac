import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A menu or popover opened by a button: it closes on a pointer down or a focus outside `root`, or on
 * Escape, which also gives the focus back to the button. A focus outside is a keyboard's way out: tabbed
 * past, a popover left open hid the controls the focus went on to (the bell's panel spans a phone's
 * screen). Spread `buttonProps` on the button, put `root` on the element holding both, and `id` on the
 * popover.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return {
    open,
    close,
    id,
    root,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      onClick: () => setOpen((v) => !v),
      'aria-expanded': open,
      'aria-controls': id,
    },
  };
}
