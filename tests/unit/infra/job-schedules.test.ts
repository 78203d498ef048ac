import { Duration } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobSchedules } from '../../../functions/jobs/schedules.ts';
import { jobKinds } from '../../../functions/jobs/registry.ts';
import { synthTimeout, synthesise } from './synth.ts';

let template: Template;
beforeAll(() => {
  template = synthesise().template;
}, synthTimeout);

describe('the jobs on a clock', () => {
  test('include the waitlist expiry sweep, the outbox sweep, the overdue repairs count, the staff summary, the payment reminders, the deposit deadline sweep and the online payments’ reconciliation, each a job the worker runs', () => {
    expect(jobSchedules.map((schedule) => schedule.job.kind)).toEqual(
      expect.arrayContaining([
        'expire-offers',
        'flush-outbox',
        'count-overdue-repairs',
        'repair-summary',
        'payment-reminders',
        'release-unpaid-bookings',
        'reconcile-online-payments',
      ]),
    );
    for (const schedule of jobSchedules) expect(jobKinds).toHaveProperty(schedule.job.kind);
  });

  test.each(jobSchedules.map((schedule) => [schedule.id, schedule] as const))(
    '%s puts its job on the jobs queue on its rate',
    (_, schedule) => {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: Schedule.rate(Duration.minutes(schedule.everyMinutes)).expressionString,
        State: 'ENABLED',
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^JobsQueue'), 'Arn'] },
            Input: JSON.stringify(schedule.job),
          }),
        ],
      });
    },
  );

  test('the maintenance summary goes to staff once a week', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(7 days)',
      Targets: [Match.objectLike({ Input: JSON.stringify({ kind: 'repair-summary', payload: {} }) })],
    });
  });

  test('the deposit deadline sweep runs every five minutes, so a bed outlives its deadline by at most that', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      Targets: [
        Match.objectLike({ Input: JSON.stringify({ kind: 'release-unpaid-bookings', payload: {} }) }),
      ],
    });
  });

  test('the online payments’ reconciliation runs every ten minutes, so a payment no webhook or return reported is credited within about twenty', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(10 minutes)',
      Targets: [
        Match.objectLike({ Input: JSON.stringify({ kind: 'reconcile-online-payments', payload: {} }) }),
      ],
    });
  });

  test('the outbox sweep runs every minute, so a notice stranded after its commit is at most that late', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Input: JSON.stringify({ kind: 'flush-outbox', payload: {} }) })],
    });
  });

  test('an overdue repair raises an alarm', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'OverdueRepairs',
      Statistic: 'Maximum',
      Period: 3600,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });
});
