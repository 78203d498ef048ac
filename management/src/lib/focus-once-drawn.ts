import { useCallback, useEffect, useState } from 'react';

type Find = () => HTMLElement | null | undefined;

/**
 * Focuses, once the next render is drawn, the element `find` then gives: a refusal's first field marked
 * wrong (lib/form.ts, components/ui/confirm-dialog.tsx), which exists only after the render that marks
 * it. Left on the submit button, its message appeared unsaid. Asking twice in a row focuses twice.
 */
export function useFocusOnceDrawn(): (find: Find) => void {
  // In an object, so that asking again before the next render still runs the effect.
  const [asked, setAsked] = useState<{ find: Find } | null>(null);
  useEffect(() => {
    asked?.find()?.focus();
  }, [asked]);
  return useCallback((find: Find) => setAsked({ find }), []);
}
