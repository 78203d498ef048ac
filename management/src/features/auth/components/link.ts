/** The look of a text link inside the auth screens. */
export const textLink =
  'font-medium text-brand-700 hover:text-brand-800 hover:underline dark:text-brand-300 dark:hover:text-brand-200';
