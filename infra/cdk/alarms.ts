import { Duration, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  metricNames,
  metricsNamespaceOf,
  serviceName,
  type MetricName,
} from '../../functions/platform/metric-names.ts';

export interface AlarmsProps {
  /** The deployment stage, whose metrics namespace the product's own metrics are in. */
  stage: string;
  functions: Map<string, LambdaFunction>;
  httpApi: IHttpApi;
  webSocketApi: IWebSocketApi;
  table: ITableV2;
  /** The jobs queue's dead-letter queue: a message there is work that failed every retry. */
  jobsDeadLetters: IQueue;
  /** Who is told; without it the alarms still show in the CloudWatch console. */
  email?: string;
}

const fiveMinutes = Duration.minutes(5);

/** A count the functions write (functions/platform/metric-names.ts), in this stage's namespace. */
export function productMetric(stage: string, metricName: MetricName, statistic = 'Sum'): Metric {
  return new Metric({
    namespace: metricsNamespaceOf(stage),
    metricName,
    dimensionsMap: { service: serviceName },
    statistic,
    period: fiveMinutes,
  });
}

/** The share of its timeout a function may use at most before its duration alarm fires. */
export const durationAlarmShare = 0.8;

/**
 * SES's account-wide reputation: AWS reviews an account from a 5% bounce rate and a 0.1% complaint
 * rate (and may pause sending from 10% and 0.5%); the alarms fire at the review thresholds.
 */
export const sesReputationLimits = { bounceRate: 0.05, complaintRate: 0.001 } as const;

/**
 * Alarms that mean something went wrong, each to the alarm topic: a function failing, throttled or
 * running close to its timeout; an unexpected error in the API (the Faults count, which a lockdown's or
 * maintenance's 503 or a 429 never adds to: API Gateway's 5xx count would page exactly when staff are
 * busiest); DynamoDB throttling; WebSocket API errors; mail failing or bouncing. Counts fire on one
 * bad five-minute period, since a hostel's traffic is too low to average over.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { enforceSSL: true });
    if (props.email) {
      const subscription = this.topic.addSubscription(new EmailSubscription(props.email));
      Validations.of(subscription).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An email notification that cannot be delivered has nowhere better to go; the alarm stays visible in CloudWatch.',
      });
    }
    this.action = new SnsAction(this.topic);

    for (const [name, fn] of props.functions) {
      this.whenAny(
        `${name}Errors`,
        fn.metricErrors(),
        `The ${name} Lambda failed (an uncaught error or a timeout).`,
      );
      this.whenAny(`${name}Throttles`, fn.metricThrottles(), `The ${name} Lambda was throttled.`);
      const timeout = (fn.timeout ?? Duration.seconds(3)).toMilliseconds();
      this.add(
        `${name}DurationNearTimeout`,
        fn.metricDuration({ statistic: 'Maximum', period: fiveMinutes }),
        {
          threshold: Math.round(timeout * durationAlarmShare),
          description: `The ${name} Lambda ran for more than ${durationAlarmShare * 100}% of its ${timeout / 1000} s timeout.`,
        },
      );
    }

    this.whenAny(
      'ApiFaults',
      productMetric(props.stage, metricNames.faults),
      'The API met an unexpected error (a bug, or AWS failing after retries). Deliberate 503s (lockdown, maintenance) and 429s do not count.',
    );
    this.add(
      'OverdueRepairs',
      productMetric(props.stage, metricNames.overdueRepairs, 'Maximum').with({ period: Duration.hours(1) }),
      {
        threshold: 1,
        description:
          'A repair is past its priority’s target time: Maintenance, filter Overdue (settings: repair targets).',
      },
    );
    this.whenAny(
      'UnclaimedPayments',
      productMetric(props.stage, metricNames.unclaimedPayments),
      'Paystack took an online payment for a student deleted meanwhile; nothing was credited. Refund it in the Paystack dashboard (its reference is in the API log: "online payment not credited").',
    );
    this.whenAny(
      'PaymentMismatches',
      productMetric(props.stage, metricNames.paymentMismatches),
      'Paystack’s record of an online payment disagrees with ours (amount or currency); nothing was credited. The student’s Money tab shows both amounts: compare with the Paystack dashboard, then refund it there or record what was taken at the desk (docs/operations.md, decision 0081).',
    );
    this.add(
      'PaymentsCreditedByReconciliation',
      productMetric(props.stage, metricNames.paymentsCreditedByReconciliation).with({
        period: Duration.hours(1),
      }),
      {
        threshold: 3,
        description:
          'The reconciliation credited 3 or more online payments in an hour that Paystack’s webhook had not: check the webhook URL and its failed deliveries in the Paystack dashboard (docs/operations.md, decision 0077).',
      },
    );
    this.whenAny(
      'MailFailures',
      productMetric(props.stage, metricNames.mailFailures),
      'SES refused a message or could not be reached: someone did not get a link.',
    );
    this.whenAny(
      'TableThrottles',
      new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: props.table.metric('ReadThrottleEvents', { statistic: 'Sum' }),
          writes: props.table.metric('WriteThrottleEvents', { statistic: 'Sum' }),
        },
        period: fiveMinutes,
        label: 'DynamoDB throttle events',
      }),
      'DynamoDB throttled reads or writes of the table.',
    );
    this.whenAny(
      'WebSocketErrors',
      new MathExpression({
        expression: 'integration + execution',
        usingMetrics: {
          integration: props.webSocketApi.metric('IntegrationError', { statistic: 'Sum' }),
          execution: props.webSocketApi.metric('ExecutionError', { statistic: 'Sum' }),
        },
        period: fiveMinutes,
        label: 'WebSocket API errors',
      }),
      'The WebSocket API failed to reach the realtime Lambda or to run a route.',
    );
    this.whenAny(
      'JobsDeadLetters',
      props.jobsDeadLetters.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: fiveMinutes,
      }),
      'A background job (a lockdown fan-out, a mail…) failed every retry and waits in the dead-letter queue.',
    );
    this.add(
      'MailBounceRate',
      new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      {
        threshold: sesReputationLimits.bounceRate,
        description: `The account's SES bounce rate reached ${sesReputationLimits.bounceRate * 100}%, where AWS reviews it.`,
        inclusive: false,
      },
    );
    this.add(
      'MailComplaintRate',
      new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.ComplaintRate',
        statistic: 'Maximum',
        period: Duration.hours(1),
      }),
      {
        threshold: sesReputationLimits.complaintRate,
        description: `The account's SES complaint rate reached ${sesReputationLimits.complaintRate * 100}%, where AWS reviews it.`,
        inclusive: false,
      },
    );
  }

  /** Fires when the metric counts one or more in a five-minute period. */
  whenAny(id: string, metric: IMetric, description: string): Alarm {
    return this.add(id, metric, { threshold: 1, description });
  }

  /** An alarm on `metric` above (or at, unless `inclusive` is false) `threshold`, told to the topic. */
  add(
    id: string,
    metric: IMetric,
    options: { threshold: number; description: string; inclusive?: boolean },
  ): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold: options.threshold,
      evaluationPeriods: 1,
      comparisonOperator:
        options.inclusive === false
          ? ComparisonOperator.GREATER_THAN_THRESHOLD
          : ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }
}
