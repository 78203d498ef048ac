import { paginationOf, type Pagination } from '#contract/pagination';
import { parcelSortValues, type Parcel, type ParcelListQuery } from '#contract/parcels';
import { sortedBy, sortOrderOf } from '#contract/sorting';

/**
 * One page of the desk's parcels from those read: filtered by a search of the student's name, the room,
 * the carrier and the shelf, sorted by the chosen column or else newest logged first, then paged. Pure,
 * so it is tested on its own.
 */
export function parcelListPage(
  parcels: readonly Parcel[],
  query: ParcelListQuery,
): { parcels: Parcel[]; pagination: Pagination } {
  const search = query.search?.toLowerCase();
  const matching = parcels.filter(
    (parcel) =>
      !search ||
      [parcel.student.fullName, parcel.room?.roomNumber, parcel.carrier, parcel.shelf].some((text) =>
        text?.toLowerCase().includes(search),
      ),
  );
  const newestFirst = [...matching].sort(
    (a, b) => b.loggedAt.localeCompare(a.loggedAt) || b.id.localeCompare(a.id),
  );
  const sorted = sortedBy(newestFirst, parcelSortValues, sortOrderOf(query.sort));
  const start = (query.page - 1) * query.limit;
  return {
    parcels: sorted.slice(start, start + query.limit),
    pagination: paginationOf(query, sorted.length),
  };
}
