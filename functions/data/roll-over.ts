import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RollOverProgress } from '#contract/settings';
import type { Actor } from './audit.ts';
import { isConditionFailure } from './conditional.ts';
import { dynamo, tableName } from './dynamo.ts';
import { newInternalId } from './ids.ts';
import { rollOverKey } from './keys.ts';
import type { TransactItem } from './transactions.ts';
import type { Period } from './waitlist.ts';

/**
 * The latest semester roll-over: recorded by the settings change that starts it, then carried forward
 * by the background job a page at a time: first the active bookings, then the waitlists of the periods
 * it leaves behind; then the same again once, the settle pass, after `settlesAt`. Only one is current:
 * a newer period change replaces it, and the older one's job stops at its next step.
 */
export interface RollOver extends Omit<RollOverProgress, 'lastCheckAt'> {
  id: string;
  /** Pages done: each step advances it by one, on the condition that no other run did first. */
  pages: number;
  /** What the next step goes through: the active bookings, then the queues, the first in `queues` first. */
  phase: 'bookings' | 'waitlist';
  /** The periods whose waitlists this pass still has to end, `leftBehind`'s first ones done. */
  queues: Period[];
  /** The periods whose waitlists each pass ends, once each: never the period it rolls over to. */
  leftBehind: Period[];
  /**
   * When every write that read the period before has landed (domain/settings/roll-over.ts): set by the
   * first step, which runs after the change committed. Null before it.
   */
  settlesAt: string | null;
  /** Whether the pass under way is the settle pass, queued to begin at `settlesAt`. */
  settling: boolean;
  /** Where the next page of the phase starts (the key of the last item read); null at its start. */
  cursor: Record<string, unknown> | null;
  by: Actor;
}

/** Where a step leaves the roll-over: the next page to go through, or done. */
export type RollOverNext = Pick<RollOver, 'phase' | 'queues' | 'cursor' | 'settlesAt' | 'settling'> | 'done';

const key = rollOverKey();

const samePeriod = (a: Period, b: Period) => a.academicYear === b.academicYear && a.semester === b.semester;

/**
 * A roll-over to `period` by `by`, which ends the waitlists of `queues` after the bookings (each once,
 * and never the new period's own).
 */
export function newRollOver(period: Period, by: Actor, queues: Period[]): RollOver {
  const leftBehind = queues.filter(
    (queue, i) => !samePeriod(queue, period) && queues.findIndex((other) => samePeriod(other, queue)) === i,
  );
  return {
    id: newInternalId(),
    ...period,
    status: 'running',
    archived: 0,
    checked: 0,
    total: null,
    pages: 0,
    phase: 'bookings',
    queues: leftBehind,
    leftBehind,
    settlesAt: null,
    settling: false,
    cursor: null,
    by,
    startedAt: new Date().toISOString(),
    finishedAt: null,
  };
}

/**
 * Records a roll-over as part of the settings change that starts it, replacing any earlier one. With
 * `replacing`, the roll-over the change read (null: none was recorded), only while that is still the
 * one recorded: the change took over the queues it had still to close (`leftBehind`), and those of one
 * recorded meanwhile would be lost with it (decision 0085). Tests set a scene without it.
 */
export const rollOverStartItem = (
  rollOver: RollOver,
  replacing?: Pick<RollOver, 'id'> | null,
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...key, type: 'rollOver', ...rollOver },
    ...(replacing === undefined
      ? {}
      : replacing
        ? { ConditionExpression: 'id = :replaced', ExpressionAttributeValues: { ':replaced': replacing.id } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
  },
});

export async function getRollOver(): Promise<RollOver | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  if (!Item) return null;
  const { PK: _pk, SK: _sk, type: _type, ...rollOver } = Item;
  // One recorded before roll-overs ended waitlists went through the bookings only, in one pass.
  return {
    phase: 'bookings',
    queues: [],
    leftBehind: [],
    settlesAt: null,
    settling: false,
    ...(rollOver as Partial<RollOver>),
  } as RollOver;
}

/**
 * Counts archived bookings inside the transaction that archives them, so the count is exact however
 * often a step runs again; a replaced roll-over's transaction fails instead of counting.
 */
export const rollOverCountItem = (id: string, archived: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'SET archived = archived + :n',
    ConditionExpression: 'id = :id',
    ExpressionAttributeValues: { ':id': id, ':n': archived },
  },
});

/** Notes how many bookings are active as the job begins, for the progress shown on the screen. */
export async function setRollOverTotal(id: string, total: number): Promise<void> {
  await conditional({
    UpdateExpression: 'SET #total = :total',
    ConditionExpression: 'id = :id',
    ExpressionAttributeNames: { '#total': 'total' },
    ExpressionAttributeValues: { ':id': id, ':total': total },
  });
}

/**
 * Moves past the page that began at step `pages`: stores where the next one starts (or that the
 * roll-over is done). False when another run of the same step did it first, or a newer roll-over
 * replaced this one: either way this run stops.
 */
export async function advanceRollOver(
  rollOver: Pick<RollOver, 'id' | 'pages'>,
  checked: number,
  next: RollOverNext,
): Promise<boolean> {
  const done = next === 'done';
  return conditional({
    UpdateExpression: done
      ? 'SET pages = :next, checked = checked + :checked, #cursor = :null, #status = :done, finishedAt = :now'
      : 'SET pages = :next, checked = checked + :checked, #cursor = :cursor, #phase = :phase, #queues = :queues, settlesAt = :settlesAt, settling = :settling',
    ConditionExpression: 'id = :id AND pages = :pages',
    ExpressionAttributeNames: {
      '#cursor': 'cursor',
      ...(done ? { '#status': 'status' } : { '#phase': 'phase', '#queues': 'queues' }),
    },
    ExpressionAttributeValues: {
      ':id': rollOver.id,
      ':pages': rollOver.pages,
      ':next': rollOver.pages + 1,
      ':checked': checked,
      ...(done
        ? { ':null': null, ':done': 'done', ':now': new Date().toISOString() }
        : {
            ':cursor': next.cursor,
            ':phase': next.phase,
            ':queues': next.queues,
            ':settlesAt': next.settlesAt,
            ':settling': next.settling,
          }),
    },
  });
}

async function conditional(
  update: Pick<
    ConstructorParameters<typeof UpdateCommand>[0],
    'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand({ TableName: tableName(), Key: key, ...update }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** What the settings screen shows of it. */
export const toRollOverProgress = (rollOver: RollOver): RollOverProgress => ({
  academicYear: rollOver.academicYear,
  semester: rollOver.semester,
  status: rollOver.status,
  archived: rollOver.archived,
  checked: rollOver.checked,
  total: rollOver.total,
  startedAt: rollOver.startedAt,
  finishedAt: rollOver.finishedAt,
  lastCheckAt: rollOver.settling && rollOver.status === 'running' ? rollOver.settlesAt : null,
});
