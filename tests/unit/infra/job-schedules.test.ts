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
  test('include the waitlist expiry sweep and the overdue repairs count, each a job the worker runs', () => {
    expect(jobSchedules.map((schedule) => schedule.job.kind)).toEqual(
      expect.arrayContaining(['expire-offers', 'count-overdue-repairs']),
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
