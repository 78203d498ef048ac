/**
 * API Gateway's throttle for the whole account and Region, every API and every `@connections` call
 * alike: 10,000 requests a second with a burst of 5,000 by default, raised on request
 * (docs.aws.amazon.com/apigateway/latest/developerguide/limits.html).
 */
export const defaultApiGatewayRate = 10_000;

/**
 * API Gateway closes a WebSocket connection after 10 minutes without a data frame either way ("Idle
 * Connection Timeout"), and any connection after 2 hours however busy ("Connection duration for WebSocket
 * API"); neither can be raised (docs.aws.amazon.com/apigateway/latest/developerguide/apigateway-execution-service-websocket-limits-table.html).
 * An open tab's socket is dropped every 10 minutes when nothing happens, and it reconnects
 * (management/src/lib/realtime.ts); the local WebSocket API closes its connections at the same limits
 * (infra/local/websocket.ts).
 */
export const webSocketIdleTimeoutMs = 10 * 60_000;
export const webSocketMaxDurationMs = 2 * 60 * 60_000;

/**
 * The share of that rate the lockdown's calls to the management API use when the operator names none:
 * the rest, and the whole burst, are headroom for students' and staff's own calls.
 */
export const defaultPushRateShare = 0.8;

/**
 * The most lockdown batches the jobs worker runs at once: the five SQS starts an event source with
 * ("Lambda starts processing five batches at a time", docs.aws.amazon.com/lambda/latest/dg/services-sqs-scaling.html).
 * Capped there, the lockdown queue is at full speed from its first message, never waiting on SQS's
 * ramp of up to 300 more a minute, and the workers' rates add up to the share.
 */
export const lockdownMaxConcurrency = 5;

/**
 * Messages in one batch of the lockdown queue. A worker paces the whole batch, so a batch is its share
 * of the work: five push jobs of 250 (fan-out.ts) keep the five workers evenly busy to the end of a
 * lockdown of 20,000 tabs, where ten would leave some idle while others finish their last batch, and a
 * fan-out page's job waits less for a free worker (tests/perf/lockdown-cloud.ts shows both).
 */
export const lockdownBatchSize = 5;

/**
 * Calls a second one worker environment makes to the management API (PUSH_RATE): the stage's share
 * spread over the most workers that push at once (docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md).
 */
export const pushRateOf = (apiGatewayRate: number, share: number) =>
  (apiGatewayRate * share) / lockdownMaxConcurrency;
