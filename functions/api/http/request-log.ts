import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { metricNames, type MetricName } from '../../platform/metric-names.ts';
import { annotate, count, logger, outcomeOf, type Outcome } from '../../platform/observability.ts';
import type { HttpEvent, PipelineContext } from './context.ts';

/** The operations whose outcomes are product metrics (see metric-names.ts), by route-table operation. */
const countedOperations: Record<string, Partial<Record<Outcome, MetricName>>> = {
  createBooking: { ok: metricNames.bookingsMade, refused: metricNames.bookingsRefused },
  switchLockdown: { ok: metricNames.lockdownSwitches },
};

/**
 * One log line per HTTP request, once its answer is known: the route (the route key, with its
 * {parameters} unfilled), the caller's role, the status and the outcome, plus API Gateway's request id
 * beside Lambda's. Nothing else of the request is logged: not its body, cookies, query or path values.
 * It also counts the outcomes that are metrics: throttled requests, bookings made and refused, switches.
 */
export const requestLog = (): MiddlewareObj<
  HttpEvent,
  APIGatewayProxyStructuredResultV2,
  Error,
  Context
> => ({
  before: (request) => {
    const { routeKey, requestContext } = request.event;
    logger.appendKeys({ route: routeKey, apiRequestId: requestContext.requestId });
    annotate('route', routeKey);
  },
  after: (request) => {
    const { state } = request.context as Partial<PipelineContext>;
    const status = request.response?.statusCode ?? 200;
    const outcome = outcomeOf(status, request.context);
    const role = state?.session?.role ?? state?.claims?.role ?? 'anonymous';
    const counted = state ? countedOperations[state.route.operation]?.[outcome] : undefined;
    if (counted) count(counted);
    if (outcome === 'throttled') count(metricNames.throttledRequests);
    annotate('outcome', outcome);
    logger.info('request', { role, status, outcome });
  },
});
