import { formatMoney, typeRentOf } from '#contract/amounts';
import { roomAmenities, roomPhotoPath, type RoomAmenity, type RoomType } from '#contract/rooms';
import type { PublicSettings } from '#contract/settings';
import { html, type SafeHtml } from './html.ts';
import { icon, type IconName } from './icons.ts';

const occupancy = (capacity: number) => `${capacity} ${capacity === 1 ? 'student' : 'students'}`;

const amenityIcon: Record<RoomAmenity, IconName> = {
  desk: 'desk',
  wardrobe: 'wardrobe',
  'private-bathroom': 'bath',
  'shared-bathroom': 'bath',
  'shared-kitchen': 'kitchen',
  wifi: 'wifi',
  'air-conditioning': 'snowflake',
  fan: 'fan',
  laundry: 'laundry',
  fridge: 'fridge',
};

/** The current period's rents, when the page has them (the build has none). */
type Rents = Pick<PublicSettings, 'rentByRoomType' | 'currency'>;

const iconClass = 'h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300';

/**
 * A type's photos: the first across the card, 16:9 so that a card with a photo does not stand twice as
 * tall as its neighbour without one (which keeps its own height), the others as a row below it. Each
 * has its size, so the page keeps its place before it loads, and loads only near the viewport
 * (decision 0044).
 */
function photosOf(type: RoomType): SafeHtml {
  const [first, ...more] = type.photos;
  if (!first) return html``;
  return html`<figure class="bg-slate-100 dark:bg-slate-800">
    <img
      src="${roomPhotoPath(first.id)}"
      alt="${first.alt}"
      width="${first.width}"
      height="${first.height}"
      loading="lazy"
      decoding="async"
      class="aspect-video h-auto w-full object-cover"
    />
    ${
      more.length > 0
        ? html`<div class="flex gap-2 overflow-x-auto p-2">
            ${more.map(
              (photo) =>
                html`<img
                  src="${roomPhotoPath(photo.id)}"
                  alt="${photo.alt}"
                  width="${photo.width}"
                  height="${photo.height}"
                  loading="lazy"
                  decoding="async"
                  class="h-16 w-20 shrink-0 rounded-md object-cover"
                />`,
            )}
          </div>`
        : ''
    }
  </figure>`;
}

function amenitiesOf(type: RoomType): SafeHtml {
  if (type.amenities.length + type.otherAmenities.length === 0) return html``;
  return html`<ul class="mt-4 grid gap-2 text-sm sm:grid-cols-2" aria-label="What a ${type.name} room has">
    ${type.amenities.map(
      (amenity) =>
        html`<li class="flex items-center gap-2">
          ${icon(amenityIcon[amenity], iconClass)}${roomAmenities[amenity]}
        </li>`,
    )}
    ${type.otherAmenities.map(
      (other) => html`<li class="flex items-center gap-2">${icon('check', iconClass)}${other}</li>`,
    )}
  </ul>`;
}

/**
 * The rooms page's list of room types, from the hostel's own (settings `roomTypes`, which the rooms of
 * the management app are held to), with their amenities, photos and this period's rent. The build
 * renders the default types; the page renders the saved ones once GET /api/settings/public answers
 * (scripts/public-settings.ts), with this same function.
 */
export function roomTypesBlock(types: readonly RoomType[], rents?: Rents): SafeHtml {
  return html`${types.map((type) => {
    const rent = rents && typeRentOf(rents.rentByRoomType, type.name);
    return html`<li
      class="flex flex-col self-start overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      data-room-type="${type.name}"
    >
      ${photosOf(type)}
      <div class="flex flex-col p-6">
        <div class="flex flex-wrap items-baseline justify-between gap-2">
          <h3 class="text-xl font-semibold">${type.name}</h3>
          <p class="text-sm font-medium text-brand-700 dark:text-brand-300">${occupancy(type.capacity)}</p>
        </div>
        ${
          rent !== undefined && rents
            ? html`<p class="mt-1 text-sm text-slate-700 dark:text-slate-200">
                <span class="font-semibold">${formatMoney(rent, rents.currency)}</span> a semester
              </p>`
            : ''
        }
        <p class="mt-3 text-slate-600 dark:text-slate-300">${type.description}</p>
        ${amenitiesOf(type)}
      </div>
    </li>`;
  })}`;
}
