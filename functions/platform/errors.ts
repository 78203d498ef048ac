/**
 * Errors that carry an HTTP status and a message a user may read. Handlers throw them; the pipeline's
 * error middleware turns them into `{ message, ...flags }` responses. Anything else becomes a 500 whose
 * details stay in the log.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly flags: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    flags: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.flags = flags;
    this.headers = headers;
  }
}

export const badRequest = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(400, message, flags);
export const unauthorized = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(401, message, flags);
export const forbidden = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(403, message, flags);
export const notFound = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(404, message, flags);
export const conflict = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(409, message, flags);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, {}, { 'retry-after': String(retryAfterSeconds) });
export const serviceUnavailable = (message: string, flags?: Record<string, unknown>) =>
  new HttpError(503, message, flags);
