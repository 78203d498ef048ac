import { MutationObserver, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cacheTtlSeconds } from '../../../management/src/config/constants.ts';
import {
  createQueryClient,
  currentBookingKey,
  invalidateNoticed,
  resourceKeys,
} from '../../../management/src/lib/query-client.ts';
import { roomKeys } from '../../../management/src/features/rooms/api/keys.ts';
import { maintenanceKeys } from '../../../management/src/features/maintenance/api/keys.ts';
import { moneyKeys } from '../../../management/src/features/money/api/keys.ts';
import { notificationKeys } from '../../../management/src/features/notifications/api/keys.ts';
import { roomAdminKeys } from '../../../management/src/features/rooms-admin/api/keys.ts';
import { acceptOfferWrite } from '../../../management/src/features/waitlist/api/waitlist.ts';

/** Runs a write through the client's mutation cache, as a screen's mutation hook does. */
function write(
  client: ReturnType<typeof createQueryClient>,
  invalidates: readonly QueryKey[],
  fails = false,
) {
  return new MutationObserver(client, {
    mutationFn: async () => {
      if (fails) throw new Error('That room has just been filled.');
      return { message: 'Done' };
    },
    meta: { invalidates },
  })
    .mutate()
    .catch(() => undefined);
}

const isInvalidated = (client: ReturnType<typeof createQueryClient>, queryKey: QueryKey) =>
  client.getQueryState(queryKey)?.isInvalidated;

describe('the query client', () => {
  it('keeps each resource fresh for its time-to-live from the constants, nested ones for their own', () => {
    const client = createQueryClient();
    const staleTime = (queryKey: QueryKey) => client.getQueryDefaults(queryKey).staleTime;
    expect(staleTime(roomAdminKeys.list({ page: 2 }))).toBe(cacheTtlSeconds.rooms * 1000);
    expect(staleTime(roomKeys.available)).toBe(cacheTtlSeconds.availableRooms * 1000);
    expect(staleTime(roomAdminKeys.occupants('r1'))).toBe(cacheTtlSeconds.roomOccupants * 1000);
    expect(staleTime([...resourceKeys.settings, 'public'])).toBe(cacheTtlSeconds.settings * 1000);
    expect(staleTime([...resourceKeys.waitlist, 'me'])).toBeUndefined();
  });

  it('invalidates, after a write, the queries under the prefixes it names and no others', async () => {
    const client = createQueryClient();
    client.setQueryData(roomKeys.available, { rooms: [] });
    client.setQueryData([...resourceKeys.settings, 'public'], {});
    await write(client, [resourceKeys.rooms]);
    expect(isInvalidated(client, roomKeys.available)).toBe(true);
    expect(isInvalidated(client, [...resourceKeys.settings, 'public'])).toBe(false);
  });

  it('invalidates even when the write is refused, since what is shown may be stale', async () => {
    const client = createQueryClient();
    client.setQueryData(roomKeys.available, { rooms: [] });
    await write(client, [resourceKeys.rooms], true);
    expect(isInvalidated(client, roomKeys.available)).toBe(true);
  });
});

describe('accepting a waitlist offer', () => {
  it('fetches again the current booking the dashboard shows, before the write is done', async () => {
    const client = createQueryClient();
    const answers = [{ booking: null }, { booking: { id: 'b1' } }];
    const current = new QueryObserver(client, {
      queryKey: currentBookingKey('s1'),
      queryFn: async () => answers.shift(),
    });
    const seen: unknown[] = [];
    const unsubscribe = current.subscribe((result) => seen.push(result.data));
    await client.refetchQueries({ queryKey: currentBookingKey('s1') });

    await new MutationObserver(client, {
      ...acceptOfferWrite,
      mutationFn: async () => ({ booking: {}, message: 'Accepted' }) as never,
    }).mutate();

    expect(current.getCurrentResult().data).toEqual({ booking: { id: 'b1' } });
    unsubscribe();
  });
});

describe('news of notices reaching the tab', () => {
  /** A client holding what a student's dashboard shows, each query fresh until the news. */
  function dashboardCache() {
    const client = createQueryClient();
    for (const queryKey of [
      notificationKeys.unread,
      moneyKeys.student('s1'),
      currentBookingKey('s1'),
      maintenanceKeys.mine,
      [...resourceKeys.settings, 'public'],
    ])
      client.setQueryData(queryKey, {});
    return client;
  }

  const invalidated = (client: ReturnType<typeof createQueryClient>) =>
    client
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey);

  it("invalidates the bell and what a notice's category may have changed, and nothing else", async () => {
    const client = dashboardCache();
    await invalidateNoticed(client, { category: 'payments' });
    expect(invalidated(client)).toEqual(
      expect.arrayContaining([notificationKeys.unread, moneyKeys.student('s1'), currentBookingKey('s1')]),
    );
    expect(invalidated(client)).toHaveLength(3);
  });

  it('invalidates the bell alone for a read in another tab', async () => {
    const client = dashboardCache();
    await invalidateNoticed(client, 'bell');
    expect(invalidated(client)).toEqual([notificationKeys.unread]);
  });

  it('invalidates the bell alone for a category this build does not know', async () => {
    const client = dashboardCache();
    await invalidateNoticed(client, { category: 'toString' });
    expect(invalidated(client)).toEqual([notificationKeys.unread]);
  });

  it('invalidates every screen a notice may concern when notices may have been missed', async () => {
    const client = dashboardCache();
    await invalidateNoticed(client, 'missed');
    expect(isInvalidated(client, maintenanceKeys.mine)).toBe(true);
    expect(isInvalidated(client, moneyKeys.student('s1'))).toBe(true);
    expect(isInvalidated(client, [...resourceKeys.settings, 'public'])).toBe(false);
  });
});
