import { X } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import * as messages from '#contract/messages';
import { capacityLabel } from '#contract/shown-values';
import type { WaitlistPanelSlot } from '../../../components/feature-slots.ts';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-error.ts';
import { choicesOf } from '../../../lib/list-params.ts';
import { useAvailableRooms } from '../api/get-available-rooms.ts';
import { RoomCard } from '../components/room-card.tsx';
import {
  filterChoices,
  filterKeys,
  filterRooms,
  filtersFrom,
  freeBedChoices,
  hasFilters,
  type RoomFilters,
} from '../components/room-filters.ts';

export function AvailableRoomsScreen({ WaitlistPanel }: { WaitlistPanel: WaitlistPanelSlot }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const rooms = useAvailableRooms();

  const setFilter = (key: keyof RoomFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      // As a list's filters do (lib/list-params.ts): every key typed at full speed lands.
      { replace: true, flushSync: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });

  let body;
  if (rooms.status === 'pending') body = <LoadingState label="Loading available rooms" rows={3} />;
  else if (rooms.status === 'error')
    body = (
      <ErrorState
        message={messageOf(rooms.error, messages.rooms.fetchFailed)}
        onRetry={() => void rooms.refetch()}
      />
    );
  else {
    const all = rooms.data.rooms;
    const shown = filterRooms(all, filters);
    if (all.length === 0)
      body = (
        <EmptyState title="No rooms available right now">
          Every room you can book is full. New beds free up when bookings end: check back soon.
        </EmptyState>
      );
    else if (shown.length === 0)
      body = (
        <EmptyState title="No rooms match your filters">
          <p>Try another search or fewer filters.</p>
          <Button variant="secondary" className="mt-4" onClick={clear}>
            Clear filters
          </Button>
        </EmptyState>
      );
    else
      body = (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {shown.length === 1 ? '1 room' : `${shown.length} rooms`} with free beds
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((room) => (
              <li key={room.id}>
                <RoomCard room={room} />
              </li>
            ))}
          </ul>
        </>
      );
  }

  const choices = filterChoices(rooms.status === 'success' ? rooms.data.rooms : [], filters);
  const filterSelects = [
    ['roomType', 'Room type', choicesOf('Any', choices.roomTypes, (type) => type)],
    [
      'capacity',
      'Capacity',
      choicesOf('Any', choices.capacities.map(String), (beds) => capacityLabel(Number(beds))),
    ],
    [
      'freeBeds',
      'Free beds',
      choicesOf('Any', freeBedChoices(filters.freeBeds).map(String), (beds) => `${beds}+`),
    ],
  ] as const;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Available Rooms</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Rooms with a free bed that you can book.</p>
      </div>
      {/* The search takes two columns of a desktop's row: in one, its placeholder was cut short. */}
      <div className="grid grid-cols-3 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="col-span-3 space-y-1.5 lg:col-span-2">
          <label
            htmlFor="room-search"
            className="block text-sm font-medium text-slate-700 dark:text-slate-200"
          >
            Search
          </label>
          <SearchInput
            id="room-search"
            value={filters.search}
            onChange={(event) => setFilter('search', event.target.value)}
            placeholder="Room number, type, block"
          />
        </div>
        {filterSelects.map(([key, label, options]) => (
          <SelectField
            key={key}
            label={label}
            value={filters[key]}
            onChange={(event) => setFilter(key, event.target.value)}
            choices={options}
          />
        ))}
        {hasFilters(filters) && (
          <div className="col-span-3 lg:col-span-5">
            <button
              type="button"
              onClick={clear}
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              <X className="size-4" aria-hidden="true" /> Clear{' '}
              {filterKeys.filter((k) => filters[k]).length > 1 ? 'filters' : 'filter'}
            </button>
          </div>
        )}
      </div>
      {body}
      <WaitlistPanel preferred={filters.roomType || undefined} />
    </div>
  );
}
