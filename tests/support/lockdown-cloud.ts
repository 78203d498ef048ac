import { pushBatchSize } from '../../functions/domain/lockdown/fan-out.ts';
import { deliveryConcurrency } from '../../functions/domain/realtime/broadcast.ts';
import { backoffMs, burstMs, pacer, retryPolicy } from '../../functions/domain/realtime/pacing.ts';
import { needsOf, jobsFunction } from '../../infra/cdk/function-needs.ts';
import { refusedBy } from './token-bucket.ts';
import {
  defaultApiGatewayRate,
  defaultPushRateShare,
  lockdownBatchSize,
  lockdownMaxConcurrency,
  pushRateOf,
} from '../../infra/cdk/push-rate.ts';

/**
 * A model of a lockdown's fan-out in the cloud, on a simulated clock: the switch reads the first page
 * of connections and queues its push batches and the next page's fan-out, SQS hands those to the jobs worker's environments as its event source scales,
 * each environment pushes at the product's pace (the same pacer, backoff and batch sizes the product
 * exports) within its CPU, and API Gateway's account-wide token bucket answers every call, the
 * students' own calls as well as the pushes. What AWS documents is cited; what it does not is an
 * assumption, named as such. docs/decisions/0053-lockdown-pushes-within-the-api-gateway-rate.md.
 */

/** API Gateway's account throttle: docs.aws.amazon.com/apigateway/latest/developerguide/limits.html. */
export const apiGatewayBurst = 5_000;

/**
 * SQS's event source: "Lambda starts processing five batches at a time with five concurrent
 * invocations", and "increases the number of processes that are reading batches by up to 300 more
 * instances per minute" (docs.aws.amazon.com/lambda/latest/dg/services-sqs-scaling.html, since the
 * 2023 change from 60 a minute). Modelled as a steady ramp, the fastest the page allows.
 */
const sqsStartingBatches = 5;
const sqsRampPerMs = 300 / 60_000;

/**
 * Lambda's own scaling, 1,000 environments every 10 s per function
 * (docs.aws.amazon.com/lambda/latest/dg/scaling-behavior.html), is far above what SQS asks for here,
 * so it never binds and is not modelled.
 *
 * Assumptions, where AWS publishes no figure:
 * - a message reaches a waiting poller 10–50 ms after it is sent (long polling answers on arrival);
 * - a new environment's cold start is 250 ms: Lambda's start of the Node runtime, taken as 150 ms, and
 *   the bundle's import, which `npm run bench -- lambda-bundles` measures at about 100 ms; every
 *   environment the lockdown uses starts cold;
 * - the fan-out reads 3,000 connections in a 1 MB page of the index (items of about 330 bytes) in 80 ms,
 *   and queues a page's batches in 20 ms (SendMessageBatch calls side by side);
 * - PostToConnection answers after a log-normal time: median 20 ms, p99 about 80 ms (a call inside one
 *   Region on a kept-alive socket); a throttled call is answered 429 in 5 ms;
 * - a call costs the worker 0.40 ms of one vCPU in the SDK (signing, HTTP, parsing): measured with
 *   @aws-sdk/client-apigatewaymanagementapi against a loopback server on the development machine;
 *   Lambda gives one vCPU at 1,769 MB and proportionally less below
 *   (docs.aws.amazon.com/lambda/latest/dg/configuration-memory.html);
 * - students' and staff's own calls arrive at random (Poisson) at the rate left beside the share.
 */
const deliveryMs = { min: 10, max: 50 };
const coldStartMs = 250;
const connectionsPerPage = 3_000;
const pageReadMs = 80;
const enqueueMs = 20;
const pushLatency = { medianMs: 20, sigma: 0.6 };
const throttledAnswerMs = 5;
const cpuMsPerCallAtOneVcpu = 0.4;
const oneVcpuMemory = 1_769;

export interface LockdownCloudOptions {
  connections: number;
  seed?: number;
  /** Calls a second each environment paces itself to; Infinity removes the pacing. */
  pushRate?: number;
  /** The lockdown queue's maximum concurrency. */
  workers?: number;
  /** The jobs worker's memory, which buys its CPU. */
  memoryMb?: number;
  /** Students' and staff's own calls a second, against the same account. */
  othersRate?: number;
}

export interface LockdownCloudOutcome {
  /** When each connection was told, ms after the switch, in order. */
  toldMs: number[];
  failed: number;
  p50Ms: number;
  p99Ms: number;
  lastMs: number;
  /** The most calls the fan-out started in any one second. */
  mostCallsInASecond: number;
  /**
   * The fan-out's calls a bucket of the stage's share of API Gateway's (its share of the rate, holding
   * its share of the burst) would have refused: 0 when it kept to its share.
   */
  beyondShare: number;
  throttledPushes: number;
  throttledOthers: number;
}

/** The stage's share of the account's rate, in calls a second, with the CDK app's defaults. */
export const defaultShare = defaultApiGatewayRate * defaultPushRateShare;

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A binary heap of events by time; ties keep their order of scheduling. */
class Timeline {
  private heap: Array<{ at: number; order: number; run: () => void }> = [];
  private order = 0;
  now = 0;

  at(at: number, run: () => void): void {
    const heap = this.heap;
    heap.push({ at, order: this.order++, run });
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  runUntilIdle(): void {
    const heap = this.heap;
    while (heap.length > 0) {
      const next = heap[0]!;
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        for (let i = 0; ;) {
          const [left, right] = [2 * i + 1, 2 * i + 2];
          let least = i;
          if (left < heap.length && this.before(heap[left]!, heap[least]!)) least = left;
          if (right < heap.length && this.before(heap[right]!, heap[least]!)) least = right;
          if (least === i) break;
          [heap[i], heap[least]] = [heap[least]!, heap[i]!];
          i = least;
        }
      }
      this.now = next.at;
      next.run();
    }
  }

  private before(a: { at: number; order: number }, b: { at: number; order: number }): boolean {
    return a.at < b.at || (a.at === b.at && a.order < b.order);
  }
}

type Message = { kind: 'page'; page: number } | { kind: 'push'; recipients: number[] };

interface Environment {
  pace: ReturnType<typeof pacer>;
  cpuFreeAt: number;
  warm: boolean;
  busy: boolean;
}

/** Runs one lockdown of `connections` open tabs through the model. */
export function simulateLockdown(options: LockdownCloudOptions): LockdownCloudOutcome {
  const workers = options.workers ?? lockdownMaxConcurrency;
  const pushRate = options.pushRate ?? pushRateOf(defaultApiGatewayRate, defaultPushRateShare);
  const memoryMb = options.memoryMb ?? needsOf(jobsFunction).memorySize ?? 1024;
  const othersRate = options.othersRate ?? defaultApiGatewayRate - defaultShare;
  const cpuMsPerCall = cpuMsPerCallAtOneVcpu * Math.max(1, oneVcpuMemory / memoryMb);
  const random = seeded(options.seed ?? 1);
  const time = new Timeline();
  const pages = Math.ceil(options.connections / connectionsPerPage);

  const toldMs: number[] = [];
  let failed = 0;
  let throttledPushes = 0;
  let throttledOthers = 0;
  const callStarts: number[] = [];

  // API Gateway's bucket for the whole account, refilled continuously.
  let tokens = apiGatewayBurst;
  let filledAt = 0;
  const admitted = () => {
    tokens = Math.min(apiGatewayBurst, tokens + ((time.now - filledAt) * defaultApiGatewayRate) / 1000);
    filledAt = time.now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };

  const pushLatencyMs = () => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return pushLatency.medianMs * Math.exp(pushLatency.sigma * normal);
  };

  // The event source: messages wait until a batch may start, as many batches as SQS has scaled to.
  const waiting: Message[] = [];
  const environments: Environment[] = [];
  let running = 0;
  let done = false;
  const allowed = () => Math.min(workers, Math.floor(sqsStartingBatches + sqsRampPerMs * time.now));
  const send = (messages: Message[]) => {
    for (const message of messages)
      time.at(time.now + deliveryMs.min + random() * (deliveryMs.max - deliveryMs.min), () => {
        waiting.push(message);
        dispatch();
      });
  };
  const dispatch = () => {
    while (running < allowed() && waiting.length > 0) {
      let environment = environments.find((each) => !each.busy);
      if (!environment) {
        environment = { pace: pacer(pushRate), cpuFreeAt: 0, warm: false, busy: false };
        environments.push(environment);
      }
      invoke(environment, waiting.splice(0, lockdownBatchSize));
    }
    // Messages left waiting for SQS's ramp are looked at again as it grows.
    if (waiting.length > 0 && running >= allowed() && running < workers) time.at(time.now + 100, dispatch);
  };

  const invoke = (environment: Environment, batch: Message[]) => {
    running += 1;
    environment.busy = true;
    const startAt = time.now + (environment.warm ? 0 : coldStartMs);
    environment.warm = true;
    let left = batch.length;
    const finished = () => {
      left -= 1;
      if (left > 0) return;
      running -= 1;
      environment.busy = false;
      dispatch();
    };
    time.at(startAt, () => {
      for (const message of batch) {
        if (message.kind === 'page') runPage(message.page, finished);
        else runPush(environment, message.recipients, finished);
      }
    });
  };

  const runPage = (page: number, finished: () => void) => {
    time.at(time.now + pageReadMs + enqueueMs, () => {
      const first = page * connectionsPerPage;
      const last = Math.min(options.connections, first + connectionsPerPage);
      const pushes: Message[] = [];
      for (let start = first; start < last; start += pushBatchSize)
        pushes.push({
          kind: 'push',
          recipients: Array.from({ length: Math.min(pushBatchSize, last - start) }, (_, i) => start + i),
        });
      send([...(page + 1 < pages ? [{ kind: 'page' as const, page: page + 1 }] : []), ...pushes]);
      finished();
    });
  };

  // One push batch: deliveryConcurrency lanes, each call at the environment's pace and within its CPU.
  const runPush = (environment: Environment, recipients: number[], finished: () => void) => {
    let next = 0;
    let lanes = Math.min(deliveryConcurrency, recipients.length);
    const call = (attempt: number) => {
      const pacedAt = time.now + environment.pace.turn(time.now);
      const startAt = Math.max(pacedAt, environment.cpuFreeAt);
      environment.cpuFreeAt = startAt + cpuMsPerCall;
      time.at(startAt, () => {
        callStarts.push(time.now);
        if (admitted()) {
          time.at(time.now + pushLatencyMs(), () => {
            toldMs.push(time.now);
            lane();
          });
          return;
        }
        throttledPushes += 1;
        time.at(time.now + throttledAnswerMs, () => {
          if (attempt === retryPolicy.attempts) {
            failed += 1;
            lane();
          } else time.at(time.now + backoffMs(attempt - 1, random()), () => call(attempt + 1));
        });
      });
    };
    const lane = () => {
      if (next < recipients.length) {
        next += 1;
        call(1);
        return;
      }
      lanes -= 1;
      if (lanes === 0) finished();
    };
    for (let i = 0; i < lanes; i++) lane();
    // Every push's outcome ends in lane(): the batch finishes once its last lane has nothing left.
    if (recipients.length === 0) finished();
  };

  // Everyone else's calls, for as long as the fan-out runs.
  const other = () => {
    if (done) return;
    if (!admitted()) throttledOthers += 1;
    time.at(time.now - Math.log(1 - random()) * (1000 / othersRate), other);
  };
  if (othersRate > 0) time.at(0, other);

  // The switch reads the first page itself, in the warm Lambda that answered the super admin.
  runPage(0, () => {});
  const fanOut = () => {
    if (toldMs.length + failed >= options.connections) done = true;
    else time.at(time.now + 50, fanOut);
  };
  time.at(0, fanOut);
  time.runUntilIdle();

  toldMs.sort((a, b) => a - b);
  // A tab never told counts as told last of all, never.
  const percentile = (p: number) => toldMs[Math.ceil(p * options.connections) - 1] ?? Infinity;
  let mostCallsInASecond = 0;
  for (let first = 0, last = 0; last < callStarts.length; last++) {
    while (callStarts[last]! - callStarts[first]! >= 1000) first += 1;
    mostCallsInASecond = Math.max(mostCallsInASecond, last - first + 1);
  }
  return {
    toldMs,
    failed,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    lastMs: toldMs.length === options.connections ? toldMs.at(-1)! : Infinity,
    mostCallsInASecond,
    beyondShare: refusedBy(callStarts, defaultShare, (defaultShare * burstMs) / 1000 + workers),
    throttledPushes,
    throttledOthers,
  };
}
