/** An API answer other than 2xx, or no answer at all (status 0), with the body's message and flags. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>) {
    const message = typeof body.message === 'string' ? body.message : `Request failed (${status})`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's own message, when it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body.message === 'string' && this.body.message ? this.body.message : undefined;
  }

  /** Field errors of a 400 (`errors: { field: message }`). */
  get fieldErrors(): Record<string, string> {
    const errors = this.body.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string>) : {};
  }

  flag(name: string): boolean {
    return this.body[name] === true;
  }
}

/** What to tell the user about a failed call: the server's message, else the screen's fallback (§8). */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.serverMessage)
    return error.serverMessage;
  if (error instanceof ApiError && error.status === 503 && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Errors that look like a 401 are handled by the session-timeout flow, never toasted (§8). */
export function looksUnauthorised(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /\b401\b|unauthori[sz]ed|not authenticated/i.test(message);
}
