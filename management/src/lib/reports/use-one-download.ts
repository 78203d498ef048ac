import { useState } from 'react';

/**
 * One download at a time among a screen's export buttons: each reads every matching item page by page,
 * and two would race their toasts. The button pressed is pending while its download runs (it ignores
 * presses and keeps the focus); the others are disabled. Disabled too, the pressed one dropped the focus
 * to the page's body, and a keyboard user started again from the top.
 */
export function useOneDownload() {
  const [running, setRunning] = useState<string | null>(null);
  const run = async (button: string, download: () => Promise<unknown>) => {
    if (running !== null) return;
    setRunning(button);
    try {
      await download();
    } finally {
      setRunning(null);
    }
  };
  /** How the export button named `button` stands: pending while its own download runs, else disabled. */
  const state = (button: string) => ({
    pending: running === button,
    disabled: running !== null && running !== button,
  });
  return { run, state };
}
