import type { EffectCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimePolicy, type RealtimeOptions } from '../../../management/src/lib/realtime.ts';
import { useRealtime, type UseRealtimeOptions } from '../../../management/src/lib/use-realtime.ts';
import { FakeSocket } from './fake-socket.ts';

/**
 * Unit tests have no DOM to render into, so the hook runs as React runs it: its body, then its effect,
 * whose clean-up runs before the effect runs again (a render whose dependencies changed) and at the
 * unmount. The callbacks it is given never change here, so an effect event is the callback itself.
 */
const effects = vi.hoisted(() => [] as { effect: EffectCallback; deps?: readonly unknown[] }[]);
vi.mock('react', () => ({
  useEffect: (effect: EffectCallback, deps?: readonly unknown[]) => effects.push({ effect, deps }),
  useEffectEvent: <T>(callback: T) => callback,
}));

let rendered: { deps?: readonly unknown[]; cleanUp?: ReturnType<EffectCallback> } | null = null;

/** Renders the hook with these options: its effect runs on the first render and when its dependencies change. */
function render(options: UseRealtimeOptions): void {
  useRealtime(options);
  const [{ effect, deps }] = effects.splice(0) as [(typeof effects)[number]];
  if (rendered && deps?.every((dep, i) => Object.is(dep, rendered!.deps?.[i]))) return;
  if (typeof rendered?.cleanUp === 'function') rendered.cleanUp();
  rendered = { deps, cleanUp: effect() };
}

function mount(options: UseRealtimeOptions): () => void {
  rendered = null;
  render(options);
  return () => {
    if (typeof rendered?.cleanUp === 'function') rendered.cleanUp();
    rendered = null;
  };
}

const identity = { userId: 'u1', role: 'student', tabId: 'tab12345' } as const;
const settle = () => vi.advanceTimersByTimeAsync(0);
const latest = () => FakeSocket.made.at(-1)!;
let tickets = 0;
let fetchLockdown: ReturnType<typeof vi.fn<RealtimeOptions['fetchLockdown']>>;
let onNotification: ReturnType<typeof vi.fn<NonNullable<UseRealtimeOptions['onNotification']>>>;
let unmount: () => void;
let options: UseRealtimeOptions;

beforeEach(() => {
  vi.useFakeTimers();
  // The browser's socket and page location, as the hook's channel finds them.
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'https:', host: 'hostel.example.edu' });
  // A dropped socket comes back at the middle of the spread.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  FakeSocket.made = [];
  tickets = 0;
  fetchLockdown = vi.fn(async () => ({ active: false, changedAt: null }));
  onNotification = vi.fn();
  options = {
    identity,
    session: 1,
    fetchTicket: async () => ({ ticket: `ticket-${++tickets}`, url: '/ws' }),
    fetchLockdown,
    onLockdown: () => {},
    onNotification,
  };
  unmount = mount(options);
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

  it('keeps its socket through a render of the same session', async () => {
    await settle();
    latest().open();

    render({ ...options, onLockdown: () => {} });
    await settle();

    expect(FakeSocket.made).toHaveLength(1);
    expect(latest().closedWith).toBeNull();
  });

  it('closes the socket of a session the tab replaced and opens one with the new session’s ticket at once', async () => {
    await settle();
    const old = latest();
    old.open();

    render({ ...options, session: 2 });
    await settle();

    expect(old.closedWith).toBe(1000);
    expect(FakeSocket.made).toHaveLength(2);
    expect(latest().protocols).toContain('ticket.ticket-2');
  });
});
