import type * as z from '#contract/zod';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import type { Route } from '../../routes.ts';
import type { HttpEvent } from './context.ts';
import type { Reply } from './reply.ts';

type Schema = z.ZodMiniType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

export interface OperationInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The caller's session; the pipeline has already checked it against the route's access. */
  session: Session | null;
  tabId: string | undefined;
  /** The viewer's IP as CloudFront saw it (functions/platform/edge.ts). */
  clientIp: string;
  route: Route;
  event: HttpEvent;
  /** The settings as this request sees them: read once, shared with the guards that may have read them. */
  settings: () => Promise<Settings>;
}

/**
 * One use case behind one route: the schemas of what it reads, and the function that does it. The
 * pipeline validates params, query and body with the schemas before `handle` runs, so `handle` only
 * ever sees valid input.
 */
export interface Operation<
  P extends Schema | undefined = Schema | undefined,
  Q = Schema | undefined,
  B = Schema | undefined,
> {
  params?: P;
  query?: Q;
  body?: B;
  handle(input: OperationInput<Parsed<P>, Parsed<Q>, Parsed<B>>): Promise<unknown>;
}

export function defineOperation<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(operation: {
  params?: P;
  query?: Q;
  body?: B;
  handle(input: OperationInput<Parsed<P>, Parsed<Q>, Parsed<B>>): Promise<unknown | Reply>;
}): Operation {
  return operation as Operation;
}
