import type { EffectCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimePolicy, type RealtimeOptions } from '../../../management/src/lib/realtime.ts';
import { useRealtime, type UseRealtimeOptions } from '../../../management/src/lib/use-realtime.ts';
import { FakeSocket } from './fake-socket.ts';

/**
 * Unit tests have no DOM to render into, so the hook runs as React runs it on a mount: its body, then
 * its effect, whose clean-up is the unmount. The callbacks it is given never change here, so an effect
 * event is the callback itself.
 */
const effects = vi.hoisted(() => [] as EffectCallback[]);
vi.mock('react', () => ({
  useEffect: (effect: EffectCallback) => effects.push(effect),
  useEffectEvent: <T>(callback: T) => callback,
}));

function mount(options: UseRealtimeOptions): () => void {
  useRealtime(options);
  const cleanUps = effects.splice(0).map((effect) => effect());
  return () => cleanUps.forEach((cleanUp) => cleanUp?.());
}

const identity = { userId: 'u1', role: 'student', tabId: 'tab12345' } as const;
const settle = () => vi.advanceTimersByTimeAsync(0);
const latest = () => FakeSocket.made.at(-1)!;
let tickets = 0;
let fetchLockdown: ReturnType<typeof vi.fn<RealtimeOptions['fetchLockdown']>>;
let onNotification: ReturnType<typeof vi.fn<NonNullable<UseRealtimeOptions['onNotification']>>>;
let unmount: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  // The browser's socket and page location, as the hook's channel finds them.
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'https:', host: 'hostel.example.edu' });
  // A dropped socket comes back at the middle of the spread.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  FakeSocket.made = [];
  tickets = 0;
  fetchLockdown = vi.fn(async () => ({ active: false }));
  onNotification = vi.fn();
  unmount = mount({
    identity,
    fetchTicket: async () => ({ ticket: `ticket-${++tickets}`, url: '/ws' }),
    fetchLockdown,
    onLockdown: () => {},
    onNotification,
  });
});

afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the signed-in tab's realtime hook", () => {
  it('re-reads the bell alone and the lockdown when its socket first opens', async () => {
    await settle();
    expect(onNotification).not.toHaveBeenCalled();
    expect(fetchLockdown).not.toHaveBeenCalled();

    latest().open();
    await settle();
    expect(onNotification.mock.calls).toEqual([['bell']]);
    expect(fetchLockdown).toHaveBeenCalledTimes(1);
  });

  it('re-reads the lockdown and every notice a dropped socket may have missed each time it comes back', async () => {
    await settle();
    latest().open();
    await settle();
    latest().fail();
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectSpreadMs / 2);
    expect(FakeSocket.made).toHaveLength(2);
    expect(onNotification).toHaveBeenCalledTimes(1);

    latest().open();
    await settle();
    expect(onNotification.mock.calls).toEqual([['bell'], ['missed']]);
    expect(fetchLockdown).toHaveBeenCalledTimes(2);
  });

  it('tells of a read in another tab as news for the bell alone', async () => {
    await settle();
    latest().open();
    onNotification.mockClear();
    latest().receive({ event: 'notifications-read', data: { unread: 0 } });
    expect(onNotification.mock.calls).toEqual([['bell']]);
  });

  it('tells of a notice the socket pushes with its category, and closes the socket once unmounted', async () => {
    await settle();
    latest().open();
    onNotification.mockClear();
    latest().receive({ event: 'notification', data: { id: 'n1', category: 'bookings', title: 'Booked' } });
    expect(onNotification.mock.calls).toEqual([[{ category: 'bookings' }]]);

    unmount();
    unmount = () => {};
    expect(latest().closedWith).toBe(1000);
  });

  it('reads the bell at each poll once the socket gave way to polling, where nothing is pushed', async () => {
    await settle();
    for (let attempt = 0; attempt <= realtimePolicy.reconnectAttempts; attempt++) {
      latest().fail();
      await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectDelayMs * 2 ** attempt);
    }
    expect(onNotification.mock.calls).toEqual([['bell']]);

    await vi.advanceTimersByTimeAsync(realtimePolicy.pollIntervalMs * 2);
    expect(onNotification.mock.calls).toEqual([['bell'], ['bell'], ['bell']]);
  });
});
