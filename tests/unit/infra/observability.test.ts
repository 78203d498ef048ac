import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { metricNames } from '../../../functions/platform/metric-names.ts';
import { durationAlarmShare, sesReputationLimits } from '../../../infra/cdk/alarms.ts';
import { functionNeeds, needsOf } from '../../../infra/cdk/function-needs.ts';
import { powertoolsVersion } from '../../../infra/cdk/powertools.ts';
import { synthesise, synthTimeout } from './synth.ts';

interface Alarm {
  Properties: {
    MetricName?: string;
    Namespace?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: { Id: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[];
    Threshold: number;
    ComparisonOperator: string;
    AlarmActions: unknown[];
  };
}
type Resources = Record<string, { Properties: Record<string, unknown> }>;

let template: Template;
let alarms: Record<string, Alarm>;
beforeAll(() => {
  ({ template } = synthesise());
  alarms = template.findResources('AWS::CloudWatch::Alarm') as Record<string, Alarm>;
}, synthTimeout);

/** The alarm whose logical id starts with Alarms<name>. */
function alarm(name: string): Alarm['Properties'] {
  const found = Object.entries(alarms).filter(([id]) => id.startsWith(`Alarms${name}`));
  expect(found, name).toHaveLength(1);
  return found[0]![1].Properties;
}

const metricsOf = (properties: Alarm['Properties']) =>
  (properties.Metrics ?? []).flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : []));

/** Our Lambdas (not the CDK's own deployment handler), by logical id. */
function ourFunctions(): [string, { Properties: Record<string, unknown> }][] {
  return Object.entries(template.findResources('AWS::Lambda::Function') as Resources).filter(
    ([id]) => !id.startsWith('CustomCDKBucketDeployment'),
  );
}

describe('the alarms', () => {
  test('the API fault alarm counts unexpected errors only, never deliberate 503s or 429s', () => {
    expect(alarm('ApiFaults')).toMatchObject({
      MetricName: metricNames.faults,
      Namespace: 'Hostel/prod',
      Dimensions: [{ Name: 'service', Value: 'hostel' }],
      Threshold: 1,
    });
    // API Gateway's 5xx count includes the lockdown's and maintenance's 503s: no alarm reads it.
    for (const { Properties } of Object.values(alarms)) expect(Properties.MetricName).not.toBe('5xx');
  });

  test('DynamoDB throttling of reads or writes fires an alarm', () => {
    const properties = alarm('TableThrottles');
    expect(metricsOf(properties).sort()).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    expect(properties.Threshold).toBe(1);
  });

  test('WebSocket API errors fire an alarm', () => {
    expect(metricsOf(alarm('WebSocketErrors')).sort()).toEqual(['ExecutionError', 'IntegrationError']);
  });

  test("SES's bounce and complaint rates fire alarms at AWS's review thresholds, and failed sends too", () => {
    expect(alarm('MailBounceRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
      Threshold: sesReputationLimits.bounceRate,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    expect(alarm('MailComplaintRate')).toMatchObject({
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
      Threshold: sesReputationLimits.complaintRate,
    });
    expect(alarm('MailFailures')).toMatchObject({ MetricName: metricNames.mailFailures, Threshold: 1 });
  });

  test('an online payment credited to no one (its student deleted) fires an alarm, to be refunded', () => {
    expect(alarm('UnclaimedPayments')).toMatchObject({
      MetricName: metricNames.unclaimedPayments,
      Threshold: 1,
    });
  });

  test('an online payment whose amount Paystack records otherwise fires an alarm, for a person to look at', () => {
    expect(alarm('PaymentMismatches')).toMatchObject({
      MetricName: metricNames.paymentMismatches,
      Threshold: 1,
    });
  });

  test('online payments the webhook missed, credited by the reconciliation, fire an alarm past a few an hour', () => {
    expect(alarm('PaymentsCreditedByReconciliation')).toMatchObject({
      MetricName: metricNames.paymentsCreditedByReconciliation,
      Period: 3600,
      Threshold: 3,
    });
  });

  test('a message in the jobs dead-letter queue fires an alarm', () => {
    expect(alarm('JobsDeadLetters')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [expect.stringMatching(/^JobsDeadLetters/), 'QueueName'] },
        },
      ],
      Threshold: 1,
    });
  });

  test('each function has an alarm for running close to its own timeout', () => {
    for (const name of ['auth', 'exports', 'websocket']) {
      const timeoutSeconds = needsOf(name).timeoutSeconds ?? 10;
      expect(alarm(`${name}DurationNearTimeout`)).toMatchObject({
        MetricName: 'Duration',
        Threshold: timeoutSeconds * 1000 * durationAlarmShare,
      });
    }
  });

  test('every alarm tells the alarm topic', () => {
    for (const { Properties } of Object.values(alarms)) {
      expect(Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmsTopic/) }]);
    }
  });
});

describe('the dashboard', () => {
  test("shows the stage's traffic, errors, latency, bookings and occupancy", () => {
    const dashboards = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('Hostel-prod');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const title of ['Traffic', 'Errors', 'Latency', 'Bookings', 'Occupancy']) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    for (const name of [
      metricNames.faults,
      metricNames.bookingsMade,
      metricNames.bookingsRefused,
      metricNames.occupiedBeds,
      metricNames.beds,
      'Latency',
      'Count',
    ]) {
      expect(body).toContain(`\\"${name}\\"`);
    }
    expect(body).toContain('100 * taken / beds');
  });
});

describe('Powertools in the functions', () => {
  test("every function runs with the stack's own Powertools layer, of the installed version", () => {
    const layers = template.findResources('AWS::Lambda::LayerVersion', {
      Properties: {
        CompatibleRuntimes: ['nodejs24.x'],
        Description: Match.stringLikeRegexp(
          `Powertools for AWS Lambda \\(TypeScript\\) ${powertoolsVersion()}`,
        ),
      },
    });
    const [layer] = Object.keys(layers);
    expect(layer).toBeDefined();
    const functions = ourFunctions();
    expect(functions.length).toBeGreaterThan(5);
    for (const [id, fn] of functions) {
      expect(fn.Properties.Layers, id).toEqual([{ Ref: layer }]);
      expect(fn.Properties.Environment, id).toMatchObject({
        Variables: {
          POWERTOOLS_METRICS_NAMESPACE: 'Hostel/prod',
          POWERTOOLS_LOG_LEVEL: 'INFO',
          // Lambda's active tracing records the invocations; the Tracer waits for traceAwsCalls.
          POWERTOOLS_TRACE_ENABLED: 'false',
        },
      });
    }
  });
});

describe('mail', () => {
  test('every message goes through a configuration set that records bounces and complaints', () => {
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: {
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']),
        CloudWatchDestination: {
          DimensionConfigurations: [
            {
              DimensionName: 'hostel-stage',
              DimensionValueSource: 'messageTag',
              DefaultDimensionValue: 'prod',
            },
          ],
        },
      },
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: {
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^MailConfigurationSet') },
      },
    });
    for (const [id, fn] of ourFunctions().filter(([id]) =>
      /^(Http(auth|admins)Function|JobsWorker)/.test(id),
    )) {
      expect(fn.Properties.Environment, id).toMatchObject({
        Variables: { SES_CONFIGURATION_SET: { Ref: expect.stringMatching(/^MailConfigurationSet/) } },
      });
    }
  });

  test('a function may send from the sender address to any identity SES checks, as the sandbox needs', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy') as Resources).flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
    );
    const sends = statements.filter((statement) =>
      JSON.stringify(statement.Action).includes('ses:SendEmail'),
    );
    expect(sends).toHaveLength(Object.values(functionNeeds).filter((needs) => needs?.mail).length);
    for (const statement of sends) {
      expect(statement.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'noreply@example.edu' } });
      const resources = JSON.stringify(statement.Resource);
      expect(resources).toContain(':identity/*');
      expect(resources).toContain(':configuration-set/');
    }
  });
});
