import { apiBase } from '#contract/app-paths';
import * as messages from '#contract/messages';
import { backgroundRequestHeader } from '#contract/session-activity';
import { redirectDelays, skipRedirectHeader, toastDurations } from '../config/constants.ts';
import { isAuthPath } from '../config/paths.ts';
import { ApiError } from './api-error.ts';
import type { SignedOutReason } from './session-store.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Call the plain /api base instead of the tab's (the few auth calls of docs/spec.md §7). */
  plain?: boolean;
  signal?: AbortSignal;
  /**
   * Send the reader's `timeZone` in the query, as every file call does: a read of days that are the
   * reader's (the maintenance report's, decision 0105; the desk's today and the audit trail's, 0109).
   */
  inReadersZone?: boolean;
}

/** What the client needs from its surroundings; the browser's are wired in lib/api.ts, tests fake them. */
export interface ApiClientEnvironment {
  fetch: typeof fetch;
  tabId: () => string;
  /**
   * The reader's time zone (an IANA name), sent with every file the API makes, the PDF exports, so
   * that they print a moment on the reader's day as the spreadsheets do, and with a read that asks
   * (`inReadersZone`) (decision 0105).
   */
  timeZone: () => string | undefined;
  /**
   * Whether the user touched the tab lately. What it sends otherwise is its own doing (a refetch after
   * a push, a socket's new ticket) and says so, so a staff tab left open still ends (decision 0072).
   */
  userActive: () => boolean;
  schedule: (run: () => void, delayMs: number) => void;
  /** The location's pathname, to know whether the user is on one of the auth screens. */
  currentPath: () => string;
  notifyError: (message: string, durationMs: number) => void;
  redirectToLogin: () => void;
  /**
   * Forget the signed-in user and what was fetched for them (the session is over on the server);
   * `reason` is set when the sign-in screen should say why (a staff session left idle).
   */
  endSession: (reason?: SignedOutReason) => void;
}

/**
 * The one way the SPA talks to the API (docs/spec.md §7, §8): the tab-scoped base, cookies, the CSRF header
 * on writes, and the session-timeout and lockdown flows. What was read is kept by the query client
 * (lib/query-client.ts), not here.
 */
export class ApiClient {
  readonly #env: ApiClientEnvironment;
  #csrfToken: string | null = null;
  /** A session timeout or lockdown is already on its way to the login screen: act once only. */
  #leaving = false;
  /** Why it leaves, when the sign-in screen should say (a staff tab idle). */
  #leavingReason: SignedOutReason | undefined;

  constructor(env: ApiClientEnvironment) {
    this.#env = env;
  }

  get csrfToken(): string | null {
    return this.#csrfToken;
  }

  setCsrfToken(token: string | null): void {
    this.#csrfToken = token;
  }

  /** A new session (or none): 401s count again. */
  resetSession(): void {
    this.#leaving = false;
    this.#leavingReason = undefined;
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.#send<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.#send<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.#send<T>('PUT', path, body, options);
  }

  patch<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.#send<T>('PATCH', path, body, options);
  }

  delete<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
    return this.#send<T>('DELETE', path, body, options);
  }

  /**
   * A write answered with a file (the PDF exports, docs/spec.md §7): the body as a Blob with the response's
   * headers, whatever its type, so the caller can tell a PDF from a JSON refusal. Refusals (4xx/5xx)
   * throw like any other call. Every file call carries the reader's `timeZone` in its query.
   */
  postForFile(
    path: string,
    body: unknown,
    accept = 'application/pdf, application/json',
  ): Promise<{ blob: Blob; headers: Headers }> {
    return this.#forFile('POST', path, body, accept);
  }

  /** A read answered with a file (the resident's booking letter), as postForFile. */
  getForFile(
    path: string,
    accept = 'application/pdf, application/json',
  ): Promise<{ blob: Blob; headers: Headers }> {
    return this.#forFile('GET', path, undefined, accept);
  }

  async #forFile(method: Method, path: string, body: unknown, accept: string) {
    const response = await this.#fetch(method, this.#withReadersZone(path), body, { headers: { accept } });
    if (!response.ok) throw this.#failure(response, await readJson(response), {});
    return { blob: await response.blob(), headers: response.headers };
  }

  async #send<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
    const read = options.inReadersZone ? this.#withReadersZone(path) : path;
    const response = await this.#fetch(method, read, body, options);
    const payload = await readJson(response);
    if (response.ok) return payload as T;
    throw this.#failure(response, payload, options);
  }

  /** The path with the reader's `timeZone` added to its query. */
  #withReadersZone(path: string): string {
    const timeZone = this.#env.timeZone();
    return timeZone
      ? `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ timeZone }).toString()}`
      : path;
  }

  async #fetch(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
    const url = options.plain ? `${apiBase}${path}` : `${apiBase}/tab/${this.#env.tabId()}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const [name, value] of Object.entries(options.headers ?? {}))
      if (name.toLowerCase() !== skipRedirectHeader.toLowerCase()) headers[name] = value;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && this.#csrfToken) headers['X-CSRF-Token'] = this.#csrfToken;
    if (!this.#env.userActive()) headers[backgroundRequestHeader] = '1';

    try {
      return await this.#env.fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, { message: messages.common.unexpected });
    }
  }

  /** The error of a refused call, after starting the session-timeout or lockdown flow it calls for. */
  #failure(response: Response, payload: Record<string, unknown>, options: RequestOptions): ApiError {
    const error = new ApiError(response.status, payload);
    const quiet = hasHeader(options.headers, skipRedirectHeader) || isAuthPath(this.#env.currentPath());
    if (!quiet && response.status === 401 && error.flag('sessionIdle'))
      this.#leave(
        messages.sessions.sessionIdle,
        toastDurations.sessionTimeout,
        redirectDelays.sessionTimeout,
        'idle',
      );
    else if (!quiet && response.status === 401)
      this.#leave(
        messages.sessions.sessionTimeout,
        toastDurations.sessionTimeout,
        redirectDelays.sessionTimeout,
      );
    if (!quiet && response.status === 503 && error.flag('emergencyLockdown'))
      this.#leave(messages.lockdown.loggedOut, toastDurations.lockdown, redirectDelays.lockdown);
    return error;
  }

  /**
   * Ends the session here, says why, and goes to the login screen after a pause — once (§8). A reason
   * that comes while it leaves without one still counts: the request that found a staff tab idle ends
   * its session, and another sent with it, finding none, may be answered first with a plain 401.
   */
  #leave(message: string, toastMs: number, delayMs: number, reason?: SignedOutReason): void {
    if (this.#leaving) {
      if (reason && !this.#leavingReason) {
        this.#leavingReason = reason;
        this.#env.notifyError(message, toastMs);
      }
      return;
    }
    this.#leaving = true;
    this.#leavingReason = reason;
    this.#csrfToken = null;
    this.#env.notifyError(message, toastMs);
    // The screen stays while the toast is read; forgetting the user earlier would redirect at once.
    this.#env.schedule(() => {
      this.#env.endSession(this.#leavingReason);
      this.#env.redirectToLogin();
    }, delayMs);
  }
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name.toLowerCase());
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text().catch(() => '');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : { value: parsed };
  } catch {
    return {};
  }
}
