import type { RoomType } from '#contract/rooms';
import { html, type SafeHtml } from './html.ts';

const occupancy = (capacity: number) => `${capacity} ${capacity === 1 ? 'student' : 'students'}`;

/**
 * The rooms page's list of room types, from the hostel's own (settings `roomTypes`, which the rooms of
 * the management app are held to). The build renders the default types; the page renders the saved ones
 * once GET /api/settings/public answers (scripts/public-settings.ts), with this same function.
 */
export function roomTypesBlock(types: readonly RoomType[]): SafeHtml {
  return html`${types.map(
    (type) =>
      html`<li
        class="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <div class="flex flex-wrap items-baseline justify-between gap-2">
          <h3 class="text-xl font-semibold">${type.name}</h3>
          <p class="text-sm font-medium text-brand-700 dark:text-brand-300">${occupancy(type.capacity)}</p>
        </div>
        <p class="mt-3 text-slate-600 dark:text-slate-300">${type.description}</p>
      </li>`,
  )}`;
}
