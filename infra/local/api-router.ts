import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { routeKeysOf, type Domain } from '../../functions/routes.ts';
import { invokeWithin } from './lambda-runtime.ts';

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

interface CompiledRoute {
  method: string;
  routeKey: string;
  domain: Domain;
  pattern: RegExp;
  parameterNames: string[];
  /** Literal segments sort before parameters, position by position, as API Gateway prefers them. */
  specificity: string;
}

function compile(routeKey: string, domain: Domain): CompiledRoute {
  const [method, path] = routeKey.split(' ') as [string, string];
  const parameterNames: string[] = [];
  const segments = path.split('/').filter(Boolean);
  const pattern = segments
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('/');
  return {
    method,
    routeKey,
    domain,
    pattern: new RegExp(`^/${pattern}/?$`),
    parameterNames,
    specificity: segments.map((segment) => (segment.startsWith('{') ? 'b' : 'a')).join(''),
  };
}

let compiled: Promise<CompiledRoute[]> | undefined;

/**
 * The route table, loaded on the first request rather than on import: it imports every operation, and
 * with them the functions' Powertools, which read their environment (log level, dev mode) when built.
 * The stack sets that environment only after this module has loaded.
 */
function compiledRoutes(): Promise<CompiledRoute[]> {
  compiled ??= import('../../functions/route-table.ts').then(({ routes }) =>
    routes
      .flatMap((route) => routeKeysOf(route).map((key) => compile(key, route.domain)))
      .sort((a, b) => a.specificity.localeCompare(b.specificity)),
  );
  return compiled;
}

export interface RouteMatch {
  routeKey: string;
  domain: Domain;
  pathParameters: Record<string, string>;
}

/** The route of the route table that API Gateway would pick for this request, if any. */
export async function matchRoute(method: string, pathname: string): Promise<RouteMatch | undefined> {
  for (const route of await compiledRoutes()) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    try {
      route.parameterNames.forEach((name, index) => {
        pathParameters[name] = decodeURIComponent(match[index + 1]!);
      });
    } catch {
      // A malformed %-escape names no resource: API Gateway answers such a path with an error, not a 500.
      return undefined;
    }
    return { routeKey: route.routeKey, domain: route.domain, pathParameters };
  }
  return undefined;
}

const loaded = new Map<Domain, Promise<HttpHandler>>();

/**
 * The domain's Lambda handler, imported on first use exactly as the CDK stack bundles it, and held to
 * the function's configured timeout: past it the call fails, and the server answers 500 as API Gateway
 * does for a Lambda that timed out.
 */
export function domainHandler(domain: Domain): Promise<HttpHandler> {
  let handler = loaded.get(domain);
  if (!handler) {
    handler = import(`../../functions/api/${domain}/handler.ts`).then((module) => {
      const run = module.handler as HttpHandler;
      return (event, context) => invokeWithin(domain, () => run(event, context));
    });
    loaded.set(domain, handler);
  }
  return handler;
}
