import type { JoinUserMessage, RealtimeEvent, RealtimeTicket } from '#contract/realtime';
import { socketProtocols } from '#contract/socket-protocols';
import type { StaffResource } from '#contract/staff-resources';

/** docs/spec.md §9: 3 reconnection attempts with jittered backoff, each given 5 s to open. */
export const realtimePolicy = {
  reconnectAttempts: 3,
  /**
   * The wait before the first retry of a socket that would not open, doubled for each retry after it;
   * each wait is drawn at random from half to one and a half times its value.
   */
  reconnectDelayMs: 1000,
  /**
   * After an open socket drops, the first reconnection waits a random time up to this. A deploy or a
   * network blip drops every tab at once; spread over a minute, 20,000 tabs come back at about 333 a
   * second, under API Gateway's 500 new WebSocket connections a second per account (issue #29).
   */
  reconnectSpreadMs: 60_000,
  openTimeoutMs: 5000,
  /** How often the fallback asks /settings/public once the socket cannot be used. */
  pollIntervalMs: 15_000,
  /**
   * While it polls, the tab tries its socket once more after about this long (drawn from half to one
   * and a half times it): a laptop that woke before its network, or a deploy that outlasted the
   * retries, would otherwise poll until reloaded and miss every push. One ticket in minutes is nothing
   * beside the 60 a minute an account may ask (decision 0070).
   */
  pollRetryMs: 300_000,
} as const;

/** Who the tab is signed in as: announced to the server after connecting (join-user). */
export type RealtimeIdentity = JoinUserMessage['data'];

export type RealtimeStatus = 'connecting' | 'open' | 'polling' | 'closed';

/**
 * The lockdown as a reading or a push tells it: on or off, since the switch at `changedAt` (null: never
 * switched); staff's pushes carry the reason.
 */
export interface LockdownNews {
  active: boolean;
  reason?: string;
  changedAt: string | null;
}

/** What the client tells its listeners. A lockdown or unlock names the switch it comes from. */
export interface RealtimeEvents {
  lockdown: { reason: string; changedAt: string | null };
  unlock: { changedAt: string | null };
  /** A new entry in the user's notification centre, of its category (contract/notifications.ts). */
  notification: { id: string; title: string; category: string };
  /** The user read notifications in one of their tabs: the unread count now. */
  read: { unread: number };
  /** Staff changed a resource staff share (decision 0066): the tab reads it again. */
  changed: { resource: string };
  /**
   * The polling fallback read the lockdown again. No notice is pushed to a tab without a socket, so this
   * is the moment to read the bell too.
   */
  polled: Record<string, never>;
  status: RealtimeStatus;
}

/** The part of the browser's WebSocket the client uses, so tests can hand in a fake. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface RealtimeOptions {
  identity: RealtimeIdentity;
  /** GET /realtime/ticket for this tab; a new ticket for every attempt, since each is single-use. */
  fetchTicket: () => Promise<RealtimeTicket>;
  /** The polling fallback's view of the lockdown: GET /settings/public, bypassing the cache. */
  fetchLockdown: () => Promise<LockdownNews>;
  /** The page's location; the socket is on the same origin, ws: or wss: by the page's protocol. */
  location?: Pick<Location, 'protocol' | 'host'>;
  WebSocket?: new (url: string, protocols: string[]) => SocketLike;
  /** A number in [0, 1) for the waits' jitter; tests pin it. */
  random?: () => number;
}

export interface RealtimeClient {
  on<K extends keyof RealtimeEvents>(type: K, listener: (payload: RealtimeEvents[K]) => void): () => void;
  readonly status: RealtimeStatus;
  /** Closes the socket or stops polling, for good: on sign-out. */
  close(): void;
}

/**
 * The socket's address on the page's origin, whatever origin the server named in the ticket's url. The
 * ticket itself is not in it: it travels as a subprotocol (socketProtocols), out of CloudFront's logs.
 */
export function socketUrl(ticket: RealtimeTicket, location: Pick<Location, 'protocol' | 'host'>): string {
  const url = new URL(ticket.url, `${location.protocol}//${location.host}`);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  url.host = location.host;
  return url.toString();
}

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as {
      event?: unknown;
      data?: {
        reason?: unknown;
        id?: unknown;
        title?: unknown;
        category?: unknown;
        unread?: unknown;
        resource?: unknown;
        changedAt?: unknown;
      };
    };
    // A push from a server of before decision 0092, during the deploy that brings it, has no time: it
    // counts as before any switch, so a switch the tab has heard of stands.
    const changedAt = String(message.data?.changedAt ?? '');
    if (message.event === 'emergency-unlock') return { event: 'emergency-unlock', data: { changedAt } };
    if (message.event === 'notification')
      return {
        event: 'notification',
        data: {
          id: String(message.data?.id ?? ''),
          title: String(message.data?.title ?? ''),
          category: String(message.data?.category ?? ''),
        },
      };
    if (message.event === 'changed' && typeof message.data?.resource === 'string')
      return { event: 'changed', data: { resource: message.data.resource as StaffResource } };
    if (message.event === 'notifications-read')
      return { event: 'notifications-read', data: { unread: Number(message.data?.unread ?? 0) } };
    if (message.event === 'emergency-lockdown')
      return {
        event: 'emergency-lockdown',
        data: { reason: typeof message.data?.reason === 'string' ? message.data.reason : '', changedAt },
      };
  } catch {
    // Not JSON: not a message of ours.
  }
  return null;
}

/**
 * The tab's realtime channel (docs/spec.md §4, §7): opens the socket with a ticket, announces join-user,
 * reconnects by the §9 policy and, when the socket cannot be used, polls the public settings instead.
 * Either way it reports the lockdown being switched on and off.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeClient {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as RealtimeOptions['WebSocket']);
  const location = options.location ?? globalThis.location;
  const random = options.random ?? Math.random;
  const listeners: { [K in keyof RealtimeEvents]: Set<(payload: RealtimeEvents[K]) => void> } = {
    lockdown: new Set(),
    unlock: new Set(),
    notification: new Set(),
    read: new Set(),
    changed: new Set(),
    polled: new Set(),
    status: new Set(),
  };
  let status: RealtimeStatus = 'connecting';
  let socket: SocketLike | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** The switch the tab last heard of, pushed or read; undefined until it has heard of any. */
  let heardSwitch: string | null | undefined;

  function emit<K extends keyof RealtimeEvents>(type: K, payload: RealtimeEvents[K]) {
    for (const listener of listeners[type]) listener(payload);
  }

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    emit('status', next);
  }

  /**
   * Reports the lockdown as a push or a reading tells it, if it comes from a later switch than the last
   * the tab heard of, and always the first time. Pushes of two quick switches can arrive in either order,
   * and a reading read before a switch can be answered after its push: whatever comes from an earlier
   * switch is out of date, and one from the same switch is no news (decision 0092). Switches are timed
   * in ISO form, which orders as text; never switched (null) is before any switch.
   */
  function hear({ active, reason = '', changedAt }: LockdownNews) {
    if (heardSwitch !== undefined && (changedAt ?? '') <= (heardSwitch ?? '')) return;
    heardSwitch = changedAt;
    if (active) emit('lockdown', { reason, changedAt });
    else emit('unlock', { changedAt });
  }

  async function poll() {
    if (status !== 'polling') return;
    try {
      const reading = await options.fetchLockdown();
      if (status !== 'polling') return;
      hear(reading);
      emit('polled', {});
    } catch {
      // One failed poll is not news; the next one may succeed.
    }
    if (status === 'polling') pollTimer = setTimeout(() => void poll(), realtimePolicy.pollIntervalMs);
  }

  /** Polls, and a while later tries the socket once more: failing, it comes back here. */
  function fallBackToPolling() {
    const polling = status === 'polling';
    setStatus('polling');
    if (!polling) void poll();
    if (!Socket) return;
    retryTimer = setTimeout(
      () => {
        failures = realtimePolicy.reconnectAttempts;
        void attempt();
      },
      realtimePolicy.pollRetryMs * (0.5 + random()),
    );
  }

  /**
   * One attempt ended without a usable socket (`dropped`: an open one closed): retry or give up on
   * sockets. A dropped socket comes back anywhere within the spread, a failed attempt after a jittered
   * wait that doubles each time.
   */
  function failed(dropped: boolean) {
    if (status === 'closed') return;
    failures += 1;
    if (failures > realtimePolicy.reconnectAttempts) return fallBackToPolling();
    setStatus('connecting');
    const wait = dropped
      ? random() * realtimePolicy.reconnectSpreadMs
      : realtimePolicy.reconnectDelayMs * 2 ** (failures - 1) * (0.5 + random());
    timer = setTimeout(() => void attempt(), wait);
  }

  /**
   * Whenever the tab has had no socket: a switch made meanwhile was never pushed to it. That includes
   * the first opening, since a switch between the page's load and the socket's $connect reaches no
   * connection of this tab, and a refused ticket (a lockdown answers a student's with 503). The first
   * reading is reported either way: the page drew what it read at its load (staff's banner), and a lift
   * since then must take that down. A reading that the socket's push of a later switch overtook is not
   * (decisions 0090, 0092).
   */
  async function recheckLockdown() {
    try {
      const reading = await options.fetchLockdown();
      if (status !== 'closed') hear(reading);
    } catch {
      // Unread: an open socket, or the polling fallback, hears the next switch.
    }
  }

  async function attempt() {
    let ticket: RealtimeTicket;
    try {
      ticket = await options.fetchTicket();
    } catch {
      void recheckLockdown();
      return failed(false);
    }
    if (status === 'closed' || !Socket) return;
    const current = new Socket(socketUrl(ticket, location), socketProtocols(ticket.ticket));
    socket = current;
    let opened = false;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      if (socket === current) socket = null;
      failed(opened);
    };
    timer = setTimeout(() => {
      current.close();
      end();
    }, realtimePolicy.openTimeoutMs);
    current.onopen = () => {
      opened = true;
      clearTimeout(timer);
      failures = 0;
      setStatus('open');
      current.send(JSON.stringify({ event: 'join-user', data: options.identity }));
      void recheckLockdown();
    };
    current.onmessage = ({ data }) => {
      const message = parseEvent(data);
      if (message?.event === 'emergency-lockdown') hear({ active: true, ...message.data });
      if (message?.event === 'emergency-unlock') hear({ active: false, ...message.data });
      if (message?.event === 'notification') emit('notification', message.data);
      if (message?.event === 'notifications-read') emit('read', { unread: message.data.unread });
      if (message?.event === 'changed') emit('changed', message.data);
    };
    // A browser fires error then close for the same failure; close alone ends the attempt.
    current.onerror = () => {
      if (!opened) current.close();
    };
    current.onclose = end;
  }

  if (Socket) void attempt();
  else queueMicrotask(fallBackToPolling);

  return {
    on(type, listener) {
      listeners[type].add(listener);
      return () => listeners[type].delete(listener);
    },
    get status() {
      return status;
    },
    close() {
      if (status === 'closed') return;
      for (const each of [timer, pollTimer, retryTimer]) clearTimeout(each);
      setStatus('closed');
      if (socket) {
        socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
        socket.close(1000);
        socket = null;
      }
    },
  };
}
