import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { jobSchedules } from '../../functions/jobs/schedules.ts';

/**
 * The jobs that run on a clock (functions/jobs/schedules.ts): for each, an EventBridge rule that puts its
 * fixed message on the jobs queue, so it runs in the jobs worker with the queue's retries and dead-letter
 * queue like any other job. The local stack runs the same messages on the same clock.
 */
export class JobSchedules extends Construct {
  readonly rules: Rule[];

  constructor(scope: Construct, id: string, props: { jobsQueue: IQueue; deadLetters: IQueue }) {
    super(scope, id);
    this.rules = jobSchedules.map(
      (schedule) =>
        new Rule(this, schedule.id, {
          description: schedule.description,
          schedule: Schedule.rate(Duration.minutes(schedule.everyMinutes)),
          targets: [
            new SqsQueue(props.jobsQueue, {
              message: RuleTargetInput.fromObject(schedule.job),
              // A message EventBridge could not deliver waits beside the jobs that failed, for an operator.
              deadLetterQueue: props.deadLetters,
              retryAttempts: 3,
            }),
          ],
        }),
    );
  }
}
