/**
 * What an operation may return instead of plain data, when it needs a status other than 200, cookies,
 * extra headers or a binary body.
 */
export class Reply {
  readonly status: number;
  readonly body: unknown;
  readonly cookies: string[];
  readonly headers: Record<string, string>;
  /** The body is a Buffer to send base64-encoded (API Gateway's way of returning binary). */
  readonly binary: boolean;

  constructor(
    body: unknown,
    options: { status?: number; cookies?: string[]; headers?: Record<string, string>; binary?: boolean } = {},
  ) {
    this.body = body;
    this.status = options.status ?? 200;
    this.cookies = options.cookies ?? [];
    this.headers = options.headers ?? {};
    this.binary = options.binary ?? false;
  }
}

/** `Body` lets a caller hold the body to the contract's answer, as a plain return is by its type. */
export const reply = <Body>(body: Body, options?: ConstructorParameters<typeof Reply>[1]) =>
  new Reply(body, options);
