import { GetCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { nowSeconds } from './expiry.ts';
import { throttleKey } from './keys.ts';

/**
 * Fixed-window counters for throttling: one item per rule, subject and window, counted with an atomic
 * ADD (so concurrent requests are all counted) and dropped by TTL once the window is over. Beside them,
 * marks that a subject is known (an address an account signed in from), kept for a while.
 */
export interface ThrottleRule {
  /** Names the counter, e.g. 'login-account'. */
  name: string;
  /** Requests (or failures) allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface ThrottleState {
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
  /** The window counted in (epoch seconds of its start), for uncountThrottle. */
  windowStart: number;
}

function windowOf(rule: ThrottleRule) {
  const now = nowSeconds();
  const start = now - (now % rule.windowSeconds);
  const end = start + rule.windowSeconds;
  return { start, end, retryAfterSeconds: Math.max(1, end - now) };
}

/** Counts one hit for the subject and returns the count including it. */
export async function countThrottle(rule: ThrottleRule, subject: string): Promise<ThrottleState> {
  const window = windowOf(rule);
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: throttleKey(rule.name, subject, window.start),
      UpdateExpression: 'ADD hits :one SET expiresAt = :end',
      ExpressionAttributeValues: { ':one': 1, ':end': window.end },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return {
    count: Attributes?.hits as number,
    retryAfterSeconds: window.retryAfterSeconds,
    windowStart: window.start,
  };
}

/**
 * Takes back a hit countThrottle counted, from the window it was counted in (a sign-in attempt counted
 * before its check, which then proved right or was refused). A counter cleared or expired meanwhile is
 * left alone, so no window starts below zero.
 */
export async function uncountThrottle(
  rule: ThrottleRule,
  subject: string,
  counted: ThrottleState,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: throttleKey(rule.name, subject, counted.windowStart),
        UpdateExpression: 'ADD hits :minusOne',
        ConditionExpression: 'hits > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Forgets the subject's hits in the current window (a successful sign-in clears its failures). */
export async function clearThrottle(rule: ThrottleRule, subject: string): Promise<void> {
  const window = windowOf(rule);
  await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: throttleKey(rule.name, subject, window.start) }),
  );
}

/** The window start that names a mark rather than a counter. */
const markWindow = 0;

/** Marks the subject as known for `seconds` from now; marking it again extends that. */
export async function markKnown(name: string, subject: string, seconds: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: throttleKey(name, subject, markWindow),
      UpdateExpression: 'SET expiresAt = :end',
      ExpressionAttributeValues: { ':end': nowSeconds() + seconds },
    }),
  );
}

/** Whether the subject carries a mark that has not run out (TTL deletes late, so the time is checked). */
export async function isKnown(name: string, subject: string): Promise<boolean> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: throttleKey(name, subject, markWindow) }),
  );
  return ((Item?.expiresAt as number | undefined) ?? 0) > nowSeconds();
}
