import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { expirySweepJob, expirySweepMinutes } from '../../functions/domain/waitlist/schedule.ts';

/**
 * The waitlist's expiry sweep: an EventBridge rule that puts the fixed expire-offers message on the
 * jobs queue every few minutes, so it runs in the jobs worker with the queue's retries and dead-letter
 * queue like any other job. The local stack runs the same message on the same schedule.
 */
export class WaitlistSchedule extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: { jobsQueue: IQueue; deadLetters: IQueue }) {
    super(scope, id);
    this.rule = new Rule(this, 'ExpirySweep', {
      description: 'Ends waitlist offers whose deadline has passed (functions/jobs/kinds/expire-offers.ts)',
      schedule: Schedule.rate(Duration.minutes(expirySweepMinutes)),
      targets: [
        new SqsQueue(props.jobsQueue, {
          message: RuleTargetInput.fromObject(expirySweepJob),
          // A message EventBridge could not deliver waits beside the jobs that failed, for an operator.
          deadLetterQueue: props.deadLetters,
          retryAttempts: 3,
        }),
      ],
    });
  }
}
