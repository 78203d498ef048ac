import { Duration, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, TreatMissingData, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmsProps {
  functions: Map<string, IFunction>;
  httpApi: IHttpApi;
  /** Who is told; without it the alarms still show in the CloudWatch console. */
  email?: string;
}

/**
 * Alarms an operator wants to hear about: any function failing or being throttled, and the API answering
 * 5xx. Each fires on one bad five-minute period, since a hostel's traffic is too low to average over.
 */
export class Alarms extends Construct {
  readonly topic: Topic;

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
    const action = new SnsAction(this.topic);

    const alarm = (name: string, metric: Metric, description: string) => {
      new Alarm(this, name, {
        metric: metric.with({ period: Duration.minutes(5), statistic: 'Sum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(action);
    };
    for (const [name, fn] of props.functions) {
      alarm(
        `${name}Errors`,
        fn.metricErrors(),
        `The ${name} Lambda failed (an uncaught error or a timeout).`,
      );
      alarm(`${name}Throttles`, fn.metricThrottles(), `The ${name} Lambda was throttled.`);
    }
    alarm('Api5xx', props.httpApi.metricServerError(), 'The HTTP API answered with a 5xx status.');
  }
}
