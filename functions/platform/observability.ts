import middy, { type MiddlewareObj } from '@middy/core';
import { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';
import { tracesAwsCalls } from './env.ts';
import { metricNames, serviceName, type MetricName } from './metric-names.ts';

/**
 * Logs, metrics and traces, the AWS way: Powertools for AWS Lambda. One Logger, one Metrics and one
 * Tracer per Lambda, configured by Powertools' own POWERTOOLS_* variables (the CDK function and the
 * local stack set them; functions/platform/env.ts holds the product's configuration, not these).
 *
 * - Logs are JSON with the Lambda request id. The request pipelines add the route, the role and the
 *   outcome, and nothing a person could be recognised by: no body, no email, no name, no token.
 * - Metrics are EMF lines CloudWatch turns into the counts of metric-names.ts.
 * - Traces: Lambda's active tracing (set by the CDK app) records every invocation in X-Ray, linked to
 *   the API Gateway request. Powertools' Tracer, which adds each AWS SDK call as a subsegment and the
 *   route and outcome as annotations, is loaded only where a stage turns it on
 *   (POWERTOOLS_TRACE_ENABLED=true, the `traceAwsCalls` context value): importing it and the X-Ray SDK
 *   adds over half again to a cold start's import (docs/decisions/0023 and 0059).
 *
 * Locally (infra/local/config.ts) logs are the same one-line JSON on the terminal, metrics are not
 * written (POWERTOOLS_METRICS_DISABLED) and tracing is off.
 */
export const logger = new Logger({ serviceName });
export const metrics = new Metrics({
  serviceName,
  // Powertools' own diagnostics (such as "no metrics to publish" on a request that counted nothing)
  // are not worth a line per request.
  logger: logger.createChild({ logLevel: 'ERROR' }),
});

/**
 * The Tracer and its middleware, or nothing. Imported dynamically so that the bundles (ESM, Powertools
 * left to the layer) keep the import out of the cold start when tracing of AWS calls is off.
 */
async function loadTracing(): Promise<{ tracer: Tracer; middleware: MiddlewareObj } | undefined> {
  if (!tracesAwsCalls()) return undefined;
  const [{ Tracer }, { captureLambdaHandler }] = await Promise.all([
    import('@aws-lambda-powertools/tracer'),
    import('@aws-lambda-powertools/tracer/middleware'),
  ]);
  const tracer = new Tracer({ serviceName });
  return { tracer, middleware: captureLambdaHandler(tracer, { captureResponse: false }) };
}
const tracing = await loadTracing();

/** Marks the current trace with a value searchable in X-Ray (when AWS calls are traced). */
export function annotate(key: string, value: string): void {
  tracing?.tracer.putAnnotation(key, value);
}

/** Counts one occurrence; the count is written when the invocation ends. */
export function count(name: MetricName): void {
  metrics.addMetric(name, MetricUnit.Count, 1);
}

/** Records a level (such as the beds taken), read as its maximum or average over a period. */
export function gauge(name: MetricName, value: number): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** An AWS SDK client whose calls show as X-Ray subsegments (unchanged where they are not traced). */
export function traced<Client>(client: Client): Client {
  return tracing ? tracing.tracer.captureAWSv3Client(client) : client;
}

/** The invocations (by their context) that failed unexpectedly. */
const faults = new WeakSet<object>();

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/**
 * Wraps a Lambda handler in Powertools' middy middlewares: a trace segment, the Lambda context on every
 * log line, and the metrics flushed at the end. `describe` adds the invocation's own log line (route,
 * role, outcome). The handler is expected to answer rather than throw for anything it means to say
 * (the HTTP pipeline turns every error into a response inside it), so a trace only records as an error
 * what really failed.
 */
export function observed<E, R>(
  handler: Handler<E, R>,
  describe: MiddlewareObj<E, R, Error, Context>,
): Handler<E, R> {
  const pipeline = middy<E, R, Error, Context>(handler);
  if (tracing) pipeline.use(tracing.middleware as MiddlewareObj<E, R, Error, Context>);
  return (
    pipeline
      .use(injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj<E, R, Error, Context>)
      .use(logMetrics(metrics) as MiddlewareObj<E, R, Error, Context>)
      // A caller may hand the same context object to several invocations (the local server, tests).
      .use({ before: (request) => void faults.delete(request.context) })
      .use(describe) as unknown as Handler<E, R>
  );
}

/** What became of a request, in the words the logs and the dashboard use. */
export type Outcome = 'ok' | 'refused' | 'throttled' | 'unavailable' | 'fault';

/** Marks the invocation as failed unexpectedly: counted as a fault, logged with its error. */
export function recordFault(context: Context, error: unknown): void {
  faults.add(context);
  count(metricNames.faults);
  tracing?.tracer.addErrorAsMetadata(error as Error);
  logger.error('unexpected error', error as Error);
}

/**
 * The outcome of an HTTP answer. A 503 is a fault only when recordFault said so: the lockdown's and
 * maintenance's 503s are deliberate, and so is a 429.
 */
export function outcomeOf(status: number, context: Context): Outcome {
  if (faults.has(context)) return 'fault';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'unavailable';
  if (status >= 400) return 'refused';
  return 'ok';
}
