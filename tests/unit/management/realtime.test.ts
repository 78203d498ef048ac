import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectRealtime,
  realtimePolicy,
  type LockdownNews,
  type RealtimeClient,
  type RealtimeOptions,
} from '../../../management/src/lib/realtime.ts';
import { FakeSocket } from './fake-socket.ts';

const identity = { userId: 'u1', role: 'student', tabId: 'tab12345' } as const;
let tickets = 0;
let client: RealtimeClient;
let fetchLockdown: ReturnType<typeof vi.fn<RealtimeOptions['fetchLockdown']>>;
let fetchTicket: ReturnType<typeof vi.fn<RealtimeOptions['fetchTicket']>>;

function start(overrides: Partial<RealtimeOptions> = {}) {
  client = connectRealtime({
    identity,
    fetchTicket,
    fetchLockdown,
    location: { protocol: 'https:', host: 'hostel.example.edu' },
    WebSocket: FakeSocket,
    // Every jittered wait at its middle: a drop comes back after half the spread, a retry after its value.
    random: () => 0.5,
    ...overrides,
  });
  const heard: [string, unknown][] = [];
  client.on('lockdown', (payload) => heard.push(['lockdown', payload]));
  client.on('unlock', (payload) => heard.push(['unlock', payload]));
  return heard;
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const latest = () => FakeSocket.made.at(-1)!;
/** The time of a lockdown switch made `second` seconds into a morning, as the server writes it. */
const switchedAt = (second: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, second)).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  tickets = 0;
  fetchTicket = vi.fn(async () => ({ ticket: `ticket-${++tickets}`, url: '/ws' }));
  fetchLockdown = vi.fn(async () => ({ active: false, changedAt: null }));
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it('opens the socket on the page origin with a ticket and announces who the tab is', async () => {
    start();
    await settle();
    // The ticket travels as a subprotocol, never in the URL that CloudFront logs.
    expect(latest().url).toBe('wss://hostel.example.edu/ws');
    expect(latest().protocols).toEqual(['northgate-realtime', 'ticket.ticket-1']);
    latest().open();
    expect(latest().sent).toEqual([{ event: 'join-user', data: identity }]);
    expect(client.status).toBe('open');
  });

  it('uses ws: on a plain http page and keeps the page host whatever the ticket names', async () => {
    fetchTicket.mockResolvedValue({ ticket: 't', url: 'wss://elsewhere.example/ws' });
    start({ location: { protocol: 'http:', host: '127.0.0.1:3000' } });
    await settle();
    expect(latest().url).toBe('ws://127.0.0.1:3000/ws');
  });

  it('reports the lockdown with its reason, and its end', async () => {
    const heard = start();
    await settle();
    latest().open();
    latest().receive({
      event: 'emergency-lockdown',
      data: { reason: 'Fire in block A', changedAt: switchedAt(1) },
    });
    latest().receive({ event: 'something-else', data: {} });
    latest().receive({ event: 'emergency-unlock', data: { changedAt: switchedAt(2) } });
    expect(heard).toEqual([
      ['lockdown', { reason: 'Fire in block A', changedAt: switchedAt(1) }],
      ['unlock', { changedAt: switchedAt(2) }],
    ]);
  });

  it("reports a read in another of the user's tabs with the unread count, apart from new notifications", async () => {
    start();
    const heard: unknown[] = [];
    client.on('read', (payload) => heard.push(['read', payload]));
    client.on('notification', (payload) => heard.push(['notification', payload]));
    await settle();
    latest().open();
    latest().receive({ event: 'notification', data: { id: 'n1', category: 'bookings', title: 'Booked' } });
    latest().receive({ event: 'notifications-read', data: { unread: 2 } });
    expect(heard).toEqual([
      ['notification', { id: 'n1', category: 'bookings', title: 'Booked' }],
      ['read', { unread: 2 }],
    ]);
  });

  it("reports a colleague's change to what staff share by the resource it names, apart from notifications", async () => {
    start();
    const heard: unknown[] = [];
    client.on('changed', (payload) => heard.push(['changed', payload]));
    client.on('notification', (payload) => heard.push(['notification', payload]));
    await settle();
    latest().open();
    latest().receive({ event: 'changed', data: { resource: 'parcels' } });
    latest().receive({ event: 'changed', data: {} });
    expect(heard).toEqual([['changed', { resource: 'parcels' }]]);
  });

  it('reconnects a dropped socket at its random moment within the spread, with a fresh ticket', async () => {
    start();
    await settle();
    latest().open();
    latest().fail();
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectSpreadMs / 2 - 1);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(2);
    expect(latest().protocols).toContain('ticket.ticket-2');
  });

  it('brings 20,000 tabs dropped at once back under 500 new connections a second, all within the spread', async () => {
    const tabs = 20_000;
    const clients = Array.from({ length: tabs }, () =>
      connectRealtime({
        identity,
        fetchTicket,
        fetchLockdown,
        location: { protocol: 'https:', host: 'hostel.example.edu' },
        WebSocket: FakeSocket,
      }),
    );
    await settle();
    const firstSockets = FakeSocket.made.splice(0);
    for (const socket of firstSockets) socket.open();
    for (const socket of firstSockets) socket.fail();
    const perSecond: number[] = [];
    for (let second = 0; second < realtimePolicy.reconnectSpreadMs / 1000; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      const made = FakeSocket.made.splice(0);
      for (const socket of made) socket.open();
      perSecond.push(made.length);
    }
    for (const each of clients) each.close();
    expect(perSecond.reduce((sum, count) => sum + count, 0)).toBe(tabs);
    expect(Math.max(...perSecond)).toBeLessThan(500);
    // The clock is fake, so the figure is the same on any machine; only the work of 20,000 simulated
    // tabs takes real time, over vitest's 5 s when the machine is busy.
  }, 30_000);

  it('reads the lockdown once reconnected, and reports a switch it missed while it had no socket', async () => {
    const heard = start();
    await settle();
    latest().open();
    await settle();
    expect(fetchLockdown).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([['unlock', { changedAt: null }]]);
    latest().fail();
    fetchLockdown.mockResolvedValue({ active: true, changedAt: switchedAt(1) });
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectSpreadMs / 2);
    latest().open();
    await settle();
    expect(heard).toEqual([
      ['unlock', { changedAt: null }],
      ['lockdown', { reason: '', changedAt: switchedAt(1) }],
    ]);

    // Lifted while it was away again: it hears the unlock; nothing changed, it hears nothing.
    latest().fail();
    fetchLockdown.mockResolvedValue({ active: false, changedAt: switchedAt(2) });
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectSpreadMs / 2);
    latest().open();
    await settle();
    latest().fail();
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectSpreadMs / 2);
    latest().open();
    await settle();
    expect(heard).toEqual([
      ['unlock', { changedAt: null }],
      ['lockdown', { reason: '', changedAt: switchedAt(1) }],
      ['unlock', { changedAt: switchedAt(2) }],
    ]);
    expect(fetchLockdown).toHaveBeenCalledTimes(4);
  });

  it('reports a lift between the page load and its first socket opening, so a banner drawn at the load goes', async () => {
    const heard = start();
    await settle();
    fetchLockdown.mockResolvedValue({ active: false, changedAt: switchedAt(1) });
    latest().open();
    await settle();
    expect(heard).toEqual([['unlock', { changedAt: switchedAt(1) }]]);
  });

  it('hears a lockdown switched on between the page load and its first socket opening', async () => {
    const heard = start();
    await settle();
    fetchLockdown.mockResolvedValue({ active: true, reason: 'Drill', changedAt: switchedAt(1) });
    latest().open();
    await settle();
    expect(heard).toEqual([['lockdown', { reason: 'Drill', changedAt: switchedAt(1) }]]);
  });

  it.each([
    [
      'on',
      { event: 'emergency-lockdown', data: { reason: 'Drill', changedAt: switchedAt(2) } },
      { active: false, changedAt: switchedAt(1) },
      ['lockdown', { reason: 'Drill', changedAt: switchedAt(2) }],
    ],
    [
      'off',
      { event: 'emergency-unlock', data: { changedAt: switchedAt(2) } },
      { active: true, reason: 'Drill', changedAt: switchedAt(1) },
      ['unlock', { changedAt: switchedAt(2) }],
    ],
  ] as const)(
    'keeps what the push of a switch %s told over a reading of the lockdown answered after it',
    async (_, pushed, read, told) => {
      let answer: (reading: LockdownNews) => void = () => {};
      fetchLockdown.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      const heard = start();
      await settle();
      // The reading at the opening was read before the switch, and the switch's push arrives first.
      latest().open();
      latest().receive(pushed);
      answer(read);
      await settle();
      expect(heard).toEqual([told]);
    },
  );

  it('keeps the latest switch when the push of an earlier one arrives after its own', async () => {
    const heard = start();
    await settle();
    latest().open();
    await settle();
    // Switched on by mistake and off two seconds later: the lift's push overtakes the one of the switch
    // on, whose batch was still being pushed.
    latest().receive({ event: 'emergency-unlock', data: { changedAt: switchedAt(2) } });
    latest().receive({
      event: 'emergency-lockdown',
      data: { reason: 'By mistake', changedAt: switchedAt(0) },
    });
    expect(heard.map(([told]) => told)).toEqual(['unlock', 'unlock']);
  });

  it('takes a reading of a later switch than the push it follows', async () => {
    let answer: (reading: LockdownNews) => void = () => {};
    fetchLockdown.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const heard = start();
    await settle();
    // The reading at the opening is answered after a lift that came after the switch pushed first.
    latest().open();
    latest().receive({
      event: 'emergency-lockdown',
      data: { reason: 'By mistake', changedAt: switchedAt(0) },
    });
    answer({ active: false, changedAt: switchedAt(2) });
    await settle();
    expect(heard.map(([told]) => told)).toEqual(['lockdown', 'unlock']);
  });

  it('hears a lockdown when its ticket is refused, without waiting to fall back to polling', async () => {
    fetchTicket.mockRejectedValue(new Error('503'));
    fetchLockdown.mockResolvedValue({ active: true, reason: 'Drill', changedAt: switchedAt(1) });
    const heard = start();
    await settle();
    expect(client.status).toBe('connecting');
    expect(heard).toEqual([['lockdown', { reason: 'Drill', changedAt: switchedAt(1) }]]);
  });

  it('gives up on a socket that does not open within 5 s and tries again', async () => {
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(realtimePolicy.openTimeoutMs);
    expect(FakeSocket.made[0]!.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectDelayMs);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it('falls back to polling after the first attempt and 3 reconnections fail, and reports changes', async () => {
    const heard = start();
    await settle();
    // The waits double: 1 s, 2 s, 4 s.
    for (let attempt = 0; attempt <= realtimePolicy.reconnectAttempts; attempt++) {
      latest().fail();
      await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectDelayMs * 2 ** attempt);
    }
    expect(FakeSocket.made).toHaveLength(1 + realtimePolicy.reconnectAttempts);
    expect(client.status).toBe('polling');
    expect(fetchLockdown).toHaveBeenCalledTimes(1);

    fetchLockdown.mockResolvedValue({ active: true, reason: 'Flood', changedAt: switchedAt(1) });
    await vi.advanceTimersByTimeAsync(realtimePolicy.pollIntervalMs);
    fetchLockdown.mockResolvedValue({ active: false, changedAt: switchedAt(2) });
    await vi.advanceTimersByTimeAsync(realtimePolicy.pollIntervalMs);

    expect(heard).toEqual([
      ['unlock', { changedAt: null }],
      ['lockdown', { reason: 'Flood', changedAt: switchedAt(1) }],
      ['unlock', { changedAt: switchedAt(2) }],
    ]);
  });

  /** Fails the first attempt and its reconnections, so the client polls from now on. */
  async function failUntilPolling() {
    await settle();
    for (let attempt = 0; attempt < realtimePolicy.reconnectAttempts; attempt++) {
      latest().fail();
      await vi.advanceTimersByTimeAsync(realtimePolicy.reconnectDelayMs * 2 ** attempt);
    }
    latest().fail();
    await settle();
    expect(client.status).toBe('polling');
  }

  it('asks for a ticket only once in a long while when it polls: a refused tab never loops reconnecting', async () => {
    // Every upgrade refused, as the server refuses an account holding all its sockets (decision 0070).
    start();
    await failUntilPolling();
    FakeSocket.made.length = 0;

    for (let i = 0; i < 12; i++) {
      await vi.advanceTimersByTimeAsync(realtimePolicy.pollRetryMs);
      latest()?.fail();
      await settle();
    }

    expect(client.status).toBe('polling');
    // One attempt each time, with no reconnections of its own, and polls between.
    expect(FakeSocket.made).toHaveLength(12);
    expect(fetchTicket).toHaveBeenCalledTimes(1 + realtimePolicy.reconnectAttempts + 12);
    expect(fetchLockdown.mock.calls.length).toBeGreaterThan(12 * 19);
  });

  it('tries its socket again while it polls, and stops polling once the socket opens', async () => {
    // A laptop waking before its network: every quick attempt fails, and the network is back later.
    const heard = start();
    await failUntilPolling();

    await vi.advanceTimersByTimeAsync(realtimePolicy.pollRetryMs);
    latest().open();
    await settle();
    const polls = fetchLockdown.mock.calls.length;
    await vi.advanceTimersByTimeAsync(realtimePolicy.pollIntervalMs * 4);

    expect(client.status).toBe('open');
    expect(latest().sent).toEqual([{ event: 'join-user', data: identity }]);
    // The reading on opening, and no polls after it.
    expect(fetchLockdown.mock.calls.length).toBe(polls);
    latest().receive({ event: 'emergency-lockdown', data: { reason: 'Pushed', changedAt: switchedAt(1) } });
    expect(heard.at(-1)).toEqual(['lockdown', { reason: 'Pushed', changedAt: switchedAt(1) }]);
  });

  it('counts a ticket it cannot get as a failed attempt', async () => {
    fetchTicket.mockRejectedValue(new Error('503'));
    start();
    await vi.advanceTimersByTimeAsync(
      realtimePolicy.reconnectDelayMs * (2 ** realtimePolicy.reconnectAttempts - 1),
    );
    expect(fetchTicket).toHaveBeenCalledTimes(1 + realtimePolicy.reconnectAttempts);
    expect(client.status).toBe('polling');
    expect(FakeSocket.made).toHaveLength(0);
  });

  it('polls straight away where there is no WebSocket', async () => {
    vi.stubGlobal('WebSocket', undefined);
    start({ WebSocket: undefined });
    await settle();
    vi.unstubAllGlobals();
    expect(client.status).toBe('polling');
    expect(fetchLockdown).toHaveBeenCalledTimes(1);
    expect(fetchTicket).not.toHaveBeenCalled();
  });

  it('closes for good on sign-out: no reconnection, no more events', async () => {
    const heard = start();
    await settle();
    latest().open();
    client.close();
    expect(latest().closedWith).toBe(1000);
    latest().receive({ event: 'emergency-lockdown', data: { reason: 'late', changedAt: switchedAt(1) } });
    await vi.advanceTimersByTimeAsync(realtimePolicy.pollIntervalMs * 2);
    expect(FakeSocket.made).toHaveLength(1);
    expect(heard).toEqual([]);
    expect(client.status).toBe('closed');
  });

  it('opens no socket when closed while its ticket is on the way', async () => {
    start();
    client.close();
    await settle();
    expect(FakeSocket.made).toHaveLength(0);
  });
});
