import { Duration } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { metricNames } from '../../functions/platform/metric-names.ts';
import { productMetric } from './alarms.ts';
import { mailEventDimension } from './mail.ts';

export interface OperationsDashboardProps {
  stage: string;
  functions: Map<string, LambdaFunction>;
  httpApi: IHttpApi;
  webSocketApi: IWebSocketApi;
}

const period = Duration.minutes(5);

/**
 * One CloudWatch dashboard per stage (Hostel-<stage>): traffic, errors, latency, bookings and occupancy,
 * top to bottom, in the order an operator asks about them.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { stage } = props;
    const product = (name: Parameters<typeof productMetric>[1], label: string, statistic = 'Sum') =>
      productMetric(stage, name, statistic).with({ label });
    const everyFunction = (metric: (fn: LambdaFunction) => IMetric) =>
      [...props.functions.values()].map(metric);
    const ses = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { [mailEventDimension]: stage },
        statistic: 'Sum',
        period,
        label: metricName,
      });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `Hostel-${stage}`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Hostel (${stage})\nDeliberate 503s (lockdown, maintenance) and 429s are outcomes; **Faults** are the unexpected errors.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Traffic',
        width: 12,
        left: [
          props.httpApi.metricCount({ period, label: 'API requests' }),
          props.webSocketApi.metric('MessageCount', {
            statistic: 'Sum',
            period,
            label: 'WebSocket messages',
          }),
        ],
        right: [
          props.webSocketApi.metric('ConnectCount', {
            statistic: 'Sum',
            period,
            label: 'WebSocket connects',
          }),
        ],
      }),
      new GraphWidget({
        title: 'Errors',
        width: 12,
        left: [
          product(metricNames.faults, 'Faults (unexpected errors)'),
          props.httpApi.metricServerError({ period, label: 'API 5xx (includes deliberate 503s)' }),
          props.httpApi.metricClientError({ period, label: 'API 4xx' }),
          product(metricNames.throttledRequests, 'Throttled (429)'),
          product(metricNames.mailFailures, 'Mail failures'),
        ],
        right: everyFunction((fn) => fn.metricErrors({ period })),
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Latency',
        width: 12,
        left: [
          props.httpApi.metricLatency({ statistic: 'p50', period, label: 'API p50' }),
          props.httpApi.metricLatency({ statistic: 'p99', period, label: 'API p99' }),
        ],
        right: everyFunction((fn) => fn.metricDuration({ statistic: 'p99', period })),
      }),
      new GraphWidget({
        title: 'Bookings',
        width: 12,
        left: [
          product(metricNames.bookingsMade, 'Bookings made'),
          product(metricNames.bookingsRefused, 'Bookings refused'),
        ],
        right: [product(metricNames.lockdownSwitches, 'Lockdown switches')],
      }),
    );
    const occupiedBeds = product(metricNames.occupiedBeds, 'Beds taken', 'Maximum');
    const beds = product(metricNames.beds, 'Beds', 'Maximum');
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Occupancy',
        width: 12,
        left: [
          new MathExpression({
            expression: '100 * taken / beds',
            usingMetrics: { taken: occupiedBeds, beds },
            period,
            label: 'Occupancy (%)',
          }),
        ],
        right: [occupiedBeds, beds],
      }),
      new SingleValueWidget({
        title: 'Mail (SES)',
        width: 12,
        metrics: ['Send', 'Delivery', 'Bounce', 'Complaint', 'Reject'].map(ses),
        setPeriodToTimeRange: true,
      }),
    );
  }
}
