import middy, { type MiddlewareObj } from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as messages from '#contract/messages';
import { unsafeTextPath } from '#contract/plain-text';
import { backgroundRequestHeader } from '#contract/session-activity';
import type * as z from '#contract/zod';
import { viewerOf } from '../../platform/edge.ts';
import { observed, recordFault } from '../../platform/observability.ts';
import { sameSecret } from '../../platform/secrets.ts';
import { liveSession, signedOut, tabClaims } from '../session/resolve.ts';
import { defaultMaxBodyBytes, isWrite, routeKeysOf, type Domain, type Route } from '../../routes.ts';
import type { HttpEvent, PipelineContext, RequestState } from './context.ts';
import { kindFaults } from './kind-faults.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { lockdownGuard } from './lockdown.ts';
import { maintenanceGuard } from './maintenance.ts';
import { readSettingsAhead, requestSettings } from './request-settings.ts';
import { requestLog } from './request-log.ts';
import { routesOf, type Operation } from './operation.ts';
import { Reply } from './reply.ts';
import { apiSecurityHeaders } from './security-headers.ts';
// Gives the password rule of the schemas below its list (read only when a password is set).
import '../../platform/common-passwords.ts';

type Result = APIGatewayProxyStructuredResultV2;
type Middleware = MiddlewareObj<HttpEvent, Result, Error, PipelineContext>;

const tabIdPattern = /^[A-Za-z0-9_-]{8}$/;

function toResult(value: unknown): Result {
  const outcome = value instanceof Reply ? value : new Reply(value);
  const headers = { ...apiSecurityHeaders, ...outcome.headers };
  if (outcome.binary) {
    return {
      statusCode: outcome.status,
      headers,
      cookies: outcome.cookies,
      isBase64Encoded: true,
      body: Buffer.from(outcome.body as Uint8Array).toString('base64'),
    };
  }
  return {
    statusCode: outcome.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    cookies: outcome.cookies,
    body: outcome.body === undefined ? '' : JSON.stringify(outcome.body),
  };
}

/**
 * AWS errors that say "not now" rather than "not this": a timeout, throttling or a service fault, left
 * after the SDK's own retries. The caller is told to try again; nothing was written, since every
 * multi-item write is one transaction.
 */
const transientErrorNames = new Set([
  'TimeoutError',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
]);

function isTransient(error: unknown): boolean {
  const aws = error as { name?: string; $retryable?: unknown } | null;
  return Boolean(aws && (transientErrorNames.has(aws.name ?? '') || aws.$retryable));
}

/** Turns results and errors into HTTP responses. Used first, so it runs last on the way out. */
const httpResponses = (): Middleware => ({
  after: (request) => {
    request.response = toResult(request.response);
  },
  onError: (request) => {
    const error = request.error;
    if (error instanceof HttpError) {
      request.response = toResult(
        new Reply(
          { message: error.message, ...error.flags },
          { status: error.status, headers: error.headers },
        ),
      );
      return;
    }
    // Errors from middy's own middlewares carry a status and say whether their message may be shown.
    const status = (error as { statusCode?: number; expose?: boolean } | null)?.statusCode;
    if (status && status < 500 && (error as { expose?: boolean }).expose !== false) {
      request.response = toResult(new Reply({ message: error?.message }, { status }));
      return;
    }
    recordFault(request.context, error);
    if (isTransient(error)) {
      request.response = toResult(new Reply({ message: messages.requests.unavailable }, { status: 503 }));
      return;
    }
    request.response = toResult(new Reply({ message: messages.common.unexpected }, { status: 500 }));
  },
});

/**
 * Refuses a request that did not come through CloudFront (no origin secret), then finds the route from
 * API Gateway's route key among the routes this domain's operations declare; any other key is a 404.
 * The client's address is the viewer's as CloudFront saw it (functions/platform/edge.ts), never `sourceIp`,
 * the edge server's.
 */
const resolveRoute = (routes: readonly Route[]): Middleware => {
  const routesByKey = new Map(
    routes.flatMap((route) => routeKeysOf(route).map((key) => [key, route] as const)),
  );
  return {
    before: async (request) => {
      const clientIp = await viewerOf(request.event.headers);
      if (!clientIp) throw forbidden(messages.requests.notThroughSite);
      const route = routesByKey.get(request.event.routeKey);
      if (!route) throw notFound(messages.requests.notFound);
      const tabId = request.event.pathParameters?.tabId;
      if (tabId !== undefined && !tabIdPattern.test(tabId)) throw badRequest(messages.requests.invalidTab);
      const state: RequestState = {
        route,
        tabId,
        claims: null,
        session: null,
        body: undefined,
        clientIp,
      };
      request.context.state = state;
    },
  };
};

/** Whether a Content-Type header names JSON, whatever its parameters (`; charset=utf-8`). */
const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

/**
 * Parses a JSON body within the route's size limit. An operation that reads a body takes it as JSON
 * only (415 otherwise): a form on another site may post text/plain, urlencoded or multipart without
 * asking, while a JSON post from another origin needs a CORS preflight this API never grants.
 */
const jsonBody = (operations: Record<string, Operation>): Middleware => ({
  before: (request) => {
    const { event, context } = request;
    const contentType = event.headers['content-type'];
    const readsBody = operations[context.state.route.operation]?.body !== undefined;
    if (readsBody && (event.body || contentType) && !isJson(contentType))
      throw new HttpError(415, messages.requests.jsonRequired);
    if (!event.body) return;
    const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body);
    if (raw.byteLength > (context.state.route.maxBodyBytes ?? defaultMaxBodyBytes)) {
      throw new HttpError(413, messages.requests.bodyTooLarge);
    }
    // A mail provider's one-click form post: the route reads nothing of it (routes.ts `oneClick`).
    if (context.state.route.oneClick) return;
    try {
      context.state.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw badRequest(messages.requests.malformedJson);
    }
  },
});

/**
 * Reads the tab's session cookie, when there is one, and its session into the request state. A student's
 * tab always needs the settings (the lockdown guard reads them), so that read starts alongside the
 * session's rather than after it.
 */
const authenticate = (): Middleware => ({
  before: async (request) => {
    const { state } = request.context;
    state.claims = await tabClaims(request.event, state.tabId);
    if (!state.claims || !state.tabId) return;
    if (state.claims.role === 'student') readSettingsAhead(state);
    const byUser = request.event.headers[backgroundRequestHeader.toLowerCase()] !== '1';
    const lookup = await liveSession(state.claims, state.tabId, () => requestSettings(state), byUser);
    state.session = lookup.session;
    if (!lookup.session && lookup.ended) state.sessionEnded = lookup.ended;
  },
});

/** Applies the route's access rule and, on writes, the CSRF check. */
const authorise = (): Middleware => ({
  before: (request) => {
    const { route, session } = request.context.state;
    if (route.access === 'public') return;
    if (!session) throw signedOut(request.context.state);
    if (!route.access.includes(session.role)) throw forbidden(messages.requests.forbidden);
    if (route.csrf && isWrite(route.method)) {
      const given = request.event.headers['x-csrf-token'] ?? '';
      if (!sameSecret(given, session.csrfToken)) throw forbidden(messages.requests.csrf);
    }
  },
});

/** Field messages for a failed validation, keyed by the dotted path of each field. */
function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Throws the pipeline's 400 when any string in the value is unsafe text (contract/plain-text.ts). */
function refuseUnsafeText(value: unknown): void {
  const unsafe = unsafeTextPath(value);
  if (unsafe !== undefined) {
    throw badRequest(messages.requests.unsafeText, { errors: { [unsafe]: messages.requests.unsafeText } });
  }
}

/**
 * Parses a value with a schema, or throws the pipeline's 400 with field messages; unsafe text first. A
 * field of the wrong kind, or left out, is said in the product's words where its schema gives none.
 */
export function validate<S extends z.ZodMiniType | undefined>(schema: S, value: unknown): unknown {
  if (!schema) return undefined;
  refuseUnsafeText(value);
  const result = schema.safeParse(value, { error: kindFaults });
  if (!result.success) {
    throw badRequest(result.error.issues[0]?.message ?? messages.requests.invalidInput, {
      errors: fieldErrors(result.error),
    });
  }
  return result.data;
}

/**
 * The Lambda handler of one domain: the shared middy chain in front of the domain's operations, picked by
 * the route each declares. Every handler in the product is built here, so every response gets
 * the same error shape and headers and no operation can skip authentication or authorisation. Around it,
 * Powertools' logger, metrics and tracer (functions/platform/observability.ts) see every answer, errors
 * included, already turned into responses.
 */
export function domainHandler(domain: Domain, operations: Record<string, Operation>) {
  const pipeline = middy<HttpEvent, Result, Error, PipelineContext>()
    .use(httpResponses())
    .use(httpHeaderNormalizer() as unknown as Middleware)
    .use(resolveRoute(routesOf(domain, operations)))
    .use(jsonBody(operations))
    .use(authenticate())
    .use(lockdownGuard())
    .use(authorise())
    .use(maintenanceGuard())
    .handler(async (event, context) => {
      const { state } = context;
      const operation = operations[state.route.operation];
      if (!operation) throw notFound(messages.requests.notFound);
      const { tabId: _tabId, ...params } = event.pathParameters ?? {};
      // A path parameter names what the route works on, so its text is checked even without a schema
      // (a body or query an operation has no schema for is never read, so is left alone).
      refuseUnsafeText(params);
      return (await operation.handle({
        params: validate(operation.params as z.ZodMiniType | undefined, params),
        query: validate(operation.query as z.ZodMiniType | undefined, event.queryStringParameters ?? {}),
        body: validate(operation.body as z.ZodMiniType | undefined, state.body),
        session: state.session,
        sessionEnded: state.sessionEnded,
        tabId: state.tabId,
        clientIp: state.clientIp,
        route: state.route,
        event,
        settings: () => requestSettings(state),
      })) as Result;
    });
  return observed(
    pipeline as unknown as (event: HttpEvent, context: Context) => Promise<Result>,
    requestLog(),
  );
}
