/**
 * Classes for a data table that stacks on a phone (below 768 px, SPEC.md §9): each row becomes a card,
 * each cell a line led by its column name from `data-label`, so nothing scrolls sideways.
 */
export const stackedTable = {
  table: 'w-full text-left text-sm max-md:block',
  head: 'border-b border-slate-200 text-xs uppercase text-slate-600 max-md:hidden dark:border-slate-800 dark:text-slate-400',
  body: 'divide-y divide-slate-200 max-md:block dark:divide-slate-800',
  row: 'max-md:block max-md:py-2',
  cell: 'px-4 py-3 max-md:flex max-md:items-center max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:before:text-xs max-md:before:font-semibold max-md:before:uppercase max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400',
} as const;
