import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { routeKeysOf, type Domain } from '../../functions/routes.ts';
import { routes } from '../../functions/route-table.ts';
import { ApiFunction, type FunctionBindings } from './api-function.ts';

/** The domains that have at least one route: each gets its Lambda. */
export function routedDomains(): Domain[] {
  return [...new Set(routes.map((route) => route.domain))];
}

/** One JSON object per request, with variables HTTP APIs support (REST-only ones fail the deploy). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * The moment bookings open (README, "Edge capacity"): about 2,000 students wait on the rooms screen,
 * each tab sends its first call at once, and each student then makes about 5 calls (rooms, a room and
 * its occupants, the booking, the dashboard) within some 10 seconds.
 */
export const bookingRush = { students: 2000, callsEach: 5, overSeconds: 10 };

/**
 * The stage's throttle, shared by every client: the rush's rate (2,000 × 5 / 10 = 1,000 requests a
 * second) and a burst that lets every waiting tab's first call through together. It caps what a
 * runaway client can cost; fairness between clients comes from the WAF and the functions' own limits.
 */
export const httpStageThrottle = {
  rateLimit: (bookingRush.students * bookingRush.callsEach) / bookingRush.overSeconds,
  burstLimit: bookingRush.students,
};

/**
 * The HTTP API: one Lambda per routed domain, and one API Gateway route per route key of the route
 * table (tab-scoped, and plain where the table says so), so API Gateway answers 404 for anything the
 * table does not declare. Authentication and authorisation happen in the handlers' pipeline (session
 * cookie, roles, CSRF), not in API Gateway.
 */
export class ProductHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly functions: Map<Domain, ApiFunction>;

  constructor(scope: Construct, id: string, bindings: FunctionBindings) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', { createDefaultStage: false });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: httpStageThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });

    this.functions = new Map(
      routedDomains().map((domain) => [
        domain,
        new ApiFunction(this, `${domain}Function`, {
          name: domain,
          entry: `functions/api/${domain}/handler.ts`,
          bindings,
        }),
      ]),
    );
    // One invoke permission per function for the whole API: a permission per route would outgrow the
    // Lambda resource-policy size limit once a domain has a few dozen routes.
    const integrations = new Map(
      [...this.functions].map(([domain, fn]) => [
        domain,
        new HttpLambdaIntegration(`${domain}Integration`, fn.function, { scopePermissionToRoute: false }),
      ]),
    );

    for (const route of routes) {
      for (const key of routeKeysOf(route)) {
        const path = key.slice(key.indexOf(' ') + 1);
        const httpRoute = new HttpRoute(this, `Route ${key.replaceAll('/', '|')}`, {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(path, HttpMethod[route.method]),
          integration: integrations.get(route.domain)!,
        });
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'The route table decides access per route; the handler pipeline checks the session cookie, role and CSRF token.',
        });
      }
    }
  }
}
