import { describe, expect, it } from 'vitest';
import * as messages from '#contract/messages';
import { backgroundRequestHeader } from '#contract/session-activity';
import { ApiClient, type ApiClientEnvironment } from '../../../management/src/lib/api-client.ts';
import { ApiError } from '../../../management/src/lib/api-error.ts';
import { skipRedirectHeader } from '../../../management/src/config/constants.ts';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** An API client over a fake fetch that answers from a handler, with a clock and timers we control. */
function harness(
  answer: (call: Call) => { status: number; body?: unknown } = () => ({ status: 200, body: {} }),
) {
  const calls: Call[] = [];
  const toasts: Array<{ message: string; durationMs: number }> = [];
  const timers: Array<{ run: () => void; delayMs: number }> = [];
  const redirects: number[] = [];
  let ended = 0;
  const reasons: unknown[] = [];
  const now = 1_000_000;
  let path = '/management/student';
  let userActive = true;
  const env: ApiClientEnvironment = {
    fetch: async (input, init) => {
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body as string | undefined,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    },
    tabId: () => 'ab12cd34',
    timeZone: () => 'Africa/Accra',
    userActive: () => userActive,
    schedule: (run, delayMs) => timers.push({ run, delayMs }),
    currentPath: () => path,
    notifyError: (message, durationMs) => toasts.push({ message, durationMs }),
    redirectToLogin: () => redirects.push(now),
    endSession: (reason) => {
      ended += 1;
      reasons.push(reason);
    },
  };
  return {
    client: new ApiClient(env),
    calls,
    toasts,
    timers,
    redirects,
    ended: () => ended,
    reasons,
    goTo: (next: string) => {
      path = next;
    },
    userAway: () => {
      userActive = false;
    },
  };
}

describe('the API client', () => {
  it('puts the tab id in every path and calls the plain base only when asked', async () => {
    const { client, calls } = harness();
    await client.get('/auth/me');
    await client.post('/auth/register', { email: 'a@b.co' }, { plain: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/tab/ab12cd34/auth/me', '/api/auth/register']);
  });

  it('sends the CSRF token on writes and never on reads', async () => {
    const { client, calls } = harness();
    client.setCsrfToken('token-1');
    await client.get('/bookings');
    await client.post('/bookings', { roomId: 'r' });
    await client.put('/students/x', {});
    await client.delete('/bookings/y');
    expect(calls[0].headers['X-CSRF-Token']).toBeUndefined();
    expect(calls.slice(1).map((c) => c.headers['X-CSRF-Token'])).toEqual(['token-1', 'token-1', 'token-1']);
    expect(JSON.parse(calls[1].body!)).toEqual({ roomId: 'r' });
  });

  it('marks what it sends while its user is away as the tab’s own, which the server does not count as activity', async () => {
    const { client, calls, userAway } = harness();
    await client.get('/auth/me');
    userAway();
    await client.get('/realtime/ticket');
    await client.post('/notifications/read', {});

    expect(calls.map((c) => c.headers[backgroundRequestHeader])).toEqual([undefined, '1', '1']);
  });

  it('raises an ApiError carrying the status, message and field errors', async () => {
    const { client } = harness(() => ({
      status: 400,
      body: { message: 'Invalid input', errors: { email: 'Email is invalid' } },
    }));
    const error = await client.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors).toEqual({ email: 'Email is invalid' });
  });

  it('says a tab was signed out for being idle when that answer comes after a 401 the idle sign-out caused', async () => {
    // The request that finds the session idle ends it; another, sent with it, finds no session and can
    // be answered first.
    let answered = 0;
    const { client, toasts, timers, reasons } = harness(() =>
      answered++ === 0
        ? { status: 401, body: { message: 'Not authenticated' } }
        : { status: 401, body: { message: messages.sessions.sessionIdle, sessionIdle: true } },
    );
    await expect(client.get('/notifications/unread')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/auth/me')).rejects.toBeInstanceOf(ApiError);

    expect(toasts.map((toast) => toast.message)).toEqual([
      messages.sessions.sessionTimeout,
      messages.sessions.sessionIdle,
    ]);
    expect(timers).toHaveLength(1);
    timers[0].run();
    expect(reasons).toEqual(['idle']);
  });

  it('on a 401 outside the auth screens, toasts the timeout for 5 s and redirects once after 1.2 s', async () => {
    const { client, toasts, timers, redirects, ended } = harness(() => ({
      status: 401,
      body: { message: 'Not authenticated' },
    }));
    await expect(client.get('/bookings')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/rooms')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ message: messages.sessions.sessionTimeout, durationMs: 5000 }]);
    expect(timers.map((t) => t.delayMs)).toEqual([1200]);
    expect(ended()).toBe(0);
    expect(redirects).toHaveLength(0);
    timers[0].run();
    expect(ended()).toBe(1);
    expect(redirects).toHaveLength(1);
  });

  it('counts 401s again after a new session starts', async () => {
    const { client, toasts } = harness(() => ({ status: 401, body: {} }));
    await client.get('/bookings').catch(() => undefined);
    client.resetSession();
    await client.get('/bookings').catch(() => undefined);
    expect(toasts).toHaveLength(2);
  });

  it.each([
    '/management/login',
    '/management/register',
    '/management/forgot-password',
    '/management/reset-password',
  ])('on %s a 401 neither toasts nor redirects', async (path) => {
    const { client, toasts, timers, goTo } = harness(() => ({ status: 401, body: {} }));
    goTo(path);
    await expect(client.post('/auth/login', {})).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('does not redirect a 401 on a call that carries the skip-redirect header (the session check)', async () => {
    const { client, toasts, timers } = harness(() => ({ status: 401, body: {} }));
    await client.get('/auth/csrf-token', { headers: { [skipRedirectHeader]: '1' } }).catch(() => undefined);
    expect(toasts).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('on a 503 lockdown, ends the session, toasts for 8 s and redirects after 2 s', async () => {
    const { client, toasts, timers, ended } = harness(() => ({
      status: 503,
      body: { message: 'Locked', emergencyLockdown: true },
    }));
    client.setCsrfToken('t');
    await expect(client.get('/bookings')).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ message: messages.lockdown.loggedOut, durationMs: 8000 }]);
    expect(timers.map((t) => t.delayMs)).toEqual([2000]);
    expect(client.csrfToken).toBeNull();
    timers[0].run();
    expect(ended()).toBe(1);
  });

  it('treats a 503 without the lockdown flag as an ordinary error', async () => {
    const { client, toasts, timers } = harness(() => ({ status: 503, body: { message: 'Busy' } }));
    await expect(client.get('/bookings')).rejects.toThrow('Busy');
    expect(toasts).toHaveLength(0);
    expect(timers).toHaveLength(0);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = harness(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.get('/rooms').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });
});

describe('ApiClient.postForFile', () => {
  it('returns the body as a file with its headers, sending the CSRF token and the accept type', async () => {
    const calls: RequestInit[] = [];
    const client = new ApiClient({
      fetch: async (_input, init) => {
        calls.push(init!);
        return new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="x.pdf"',
          },
        });
      },
      tabId: () => 'ab12cd34',
      timeZone: () => 'Asia/Tokyo',
      userActive: () => true,
      schedule: () => undefined,
      currentPath: () => '/management/admin/bookings',
      notifyError: () => undefined,
      redirectToLogin: () => undefined,
      endSession: () => undefined,
    });
    client.setCsrfToken('token-1');
    const { blob, headers } = await client.postForFile(
      '/export/bookings/pdf',
      { bookings: [] },
      'application/pdf',
    );
    expect(await blob.text()).toBe('%PDF');
    expect(headers.get('content-disposition')).toContain('x.pdf');
    expect(calls[0]!.headers).toMatchObject({ accept: 'application/pdf', 'X-CSRF-Token': 'token-1' });
  });

  it('sends the reader’s time zone with every file it asks for, and with no other call', async () => {
    const { client, calls } = harness();
    await client.getForFile('/export/payments/pdf?academicYear=2025%2F2026&semester=1');
    await client.postForFile('/export/bookings/pdf', { bookings: [] });
    await client.get('/students');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/tab/ab12cd34/export/payments/pdf?academicYear=2025%2F2026&semester=1&timeZone=Africa%2FAccra',
      '/api/tab/ab12cd34/export/bookings/pdf?timeZone=Africa%2FAccra',
      '/api/tab/ab12cd34/students',
    ]);
  });

  it('sends the reader’s time zone with a read whose days are the reader’s, when it asks', async () => {
    const { client, calls } = harness();
    await client.get('/maintenance/report?from=2025-12-01&to=2025-12-31', { inReadersZone: true });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/tab/ab12cd34/maintenance/report?from=2025-12-01&to=2025-12-31&timeZone=Africa%2FAccra',
    ]);
  });

  it('throws the refusal with its message', async () => {
    const { client } = harness(() => ({ status: 400, body: { message: 'Too many' } }));
    await expect(client.postForFile('/export/bookings/pdf', {}, 'application/pdf')).rejects.toMatchObject({
      status: 400,
      message: 'Too many',
    });
  });
});
