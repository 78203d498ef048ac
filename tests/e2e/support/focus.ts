import type { Locator } from 'playwright-core';

/** Whether `control` has the focus. */
export const hasFocus = (control: Locator) =>
  control.evaluate((element) => element === document.activeElement);
