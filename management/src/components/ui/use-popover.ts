import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A menu or popover opened by a button: it closes on a pointer down outside `root` or on Escape, which
 * also gives the focus back to the button. Spread `buttonProps` on the button, put `root` on the element
 * holding both, and `id` on the popover.
 */
export function usePopover() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
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
