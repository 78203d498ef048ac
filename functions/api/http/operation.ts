import type * as z from '#contract/zod';
import type { Session } from '../../data/sessions.ts';
import type { Settings } from '../../data/settings.ts';
import {
  isWrite,
  methodAndPath,
  type Access,
  type Domain,
  type IdRouteKey,
  type Route,
  type RouteKey,
} from '../../routes.ts';
import type { HttpEvent } from './context.ts';
import type { Reply } from './reply.ts';

type Schema = z.ZodMiniType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** The session an operation sees: always there behind a role list, since the pipeline refused the call otherwise. */
type SessionFor<A extends Access> = A extends 'public' ? Session | null : Session;

export interface OperationInput<P, Q, B, S extends Session | null = Session | null> {
  params: P;
  query: Q;
  body: B;
  /** The caller's session; the pipeline has already checked it against the route's access. */
  session: S;
  /** Why this tab's session ended on this request, when it did (a staff session idle too long). */
  sessionEnded?: 'idle';
  tabId: string | undefined;
  /** The viewer's IP as CloudFront saw it (functions/platform/edge.ts). */
  clientIp: string;
  route: Route;
  event: HttpEvent;
  /** The settings as this request sees them: read once, shared with the guards that may have read them. */
  settings: () => Promise<Settings>;
}

/** Where an operation is served and who may call it: the fields of its routes (routes.ts says what each means). */
type Endpoint<A extends Access> = Pick<Route, 'plain' | 'own' | 'maxBodyBytes' | 'oneClick'> & {
  /**
   * Its route's key, e.g. 'POST /bookings/{id}/cancel'; or several when one operation serves each (the
   * /{id} and /p/{publicId} of entity-ref.ts).
   */
  route: RouteKey | readonly RouteKey[];
  access: A;
};

/**
 * One use case behind its routes: where it is served and who may call it, the schemas of what it reads,
 * and the function that does it. The pipeline validates params, query and body with the schemas before
 * `handle` runs, so `handle` only ever sees valid input.
 */
export type Operation = Endpoint<Access> & {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  handle(input: OperationInput<unknown, unknown, unknown>): Promise<unknown>;
};

export function defineOperation<
  A extends Access,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
>(
  operation: Endpoint<A> & {
    params?: P;
    query?: Q;
    body?: B;
    handle(input: OperationInput<Parsed<P>, Parsed<Q>, Parsed<B>, SessionFor<A>>): Promise<unknown | Reply>;
  },
): Operation {
  // The pipeline's authorise step refuses a call without a session before a role-list operation runs.
  return operation as unknown as Operation;
}

/**
 * How the operations on one kind of record find the record their path names: the path parameters, the
 * routes one declared route is served on (an entity's /{id} and /p/{publicId}), and the look-up that
 * answers 404 for one that is not there and 403 or 404 for one this caller may not reach. The look-up
 * gets the request's settings for a record the path names only within them (a waitlist entry is the
 * student's in the current period), so it shares the request's one read of them.
 */
export interface RecordLookUp<P extends Schema, R> {
  params: P;
  routes?: (route: IdRouteKey) => RouteKey | readonly RouteKey[];
  find(params: z.output<P>, session: Session, settings: () => Promise<Settings>): Promise<R>;
}

type SignedInAccess = Exclude<Access, 'public'>;

/**
 * `defineOperation` for the operations on one record: each declares its route and access, and `handle`
 * receives the record already found and checked (`record`), so no operation repeats the look-up.
 */
export function operationsOn<P extends Schema, R>(lookUp: RecordLookUp<P, R>) {
  return <
    A extends SignedInAccess,
    Q extends Schema | undefined = undefined,
    B extends Schema | undefined = undefined,
  >(
    operation: Omit<Endpoint<A>, 'route'> & {
      route: IdRouteKey;
      query?: Q;
      body?: B;
      handle(
        input: OperationInput<z.output<P>, Parsed<Q>, Parsed<B>, Session> & { record: R },
      ): Promise<unknown | Reply>;
    },
  ): Operation => ({
    ...operation,
    route: lookUp.routes ? lookUp.routes(operation.route) : operation.route,
    params: lookUp.params,
    handle: async (input) => {
      // As in defineOperation: the pipeline has validated the params and refused a call without a session.
      const checked = input as OperationInput<z.output<P>, Parsed<Q>, Parsed<B>, Session>;
      return operation.handle({
        ...checked,
        record: await lookUp.find(checked.params, checked.session, checked.settings),
      });
    },
  });
}

/**
 * The routes a domain's operations declare, each named by its key in `operations`. A signed-in user's
 * write always carries the session's CSRF token, so that flag follows from the method and the access.
 */
export function routesOf(domain: Domain, operations: Record<string, Operation>): Route[] {
  return Object.entries(operations).flatMap(([name, { route, access, plain, own, maxBodyBytes, oneClick }]) =>
    (typeof route === 'string' ? [route] : route).map((key): Route => {
      const { method, path } = methodAndPath(key);
      return {
        method,
        path,
        domain,
        operation: name,
        access,
        csrf: isWrite(method) && access !== 'public',
        ...(plain && { plain }),
        ...(own && { own }),
        ...(maxBodyBytes !== undefined && { maxBodyBytes }),
        ...(oneClick && { oneClick }),
      };
    }),
  );
}
