import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobsFunction, timeoutSecondsOf } from '../../../infra/cdk/function-needs.ts';
import { jobsMaxReceiveCount } from '../../../infra/cdk/jobs-queue.ts';
import { synthTimeout, synthesise } from './synth.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

let template: Template;
beforeAll(() => {
  template = synthesise().template;
}, synthTimeout);

const queueId = (prefix: string) =>
  Object.keys(template.findResources('AWS::SQS::Queue')).find((id) => id.startsWith(prefix))!;

describe('the jobs queue', () => {
  test('is encrypted, refuses plain HTTP and hands a message that failed every receive to its dead-letter queue', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 6 * timeoutSecondsOf(jobsFunction),
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [queueId('JobsDeadLetters'), 'Arn'] },
        maxReceiveCount: jobsMaxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId('JobsQueue') }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  test('feeds the jobs worker ten messages at a time, retrying only the ones that failed', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId('JobsQueue'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsWorkerFunction') },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  test('takes messages from every function of the product', () => {
    const functions = Object.keys(template.findResources('AWS::Lambda::Function') as Resources).filter(
      (id) => !id.startsWith('CustomCDKBucketDeployment'),
    );
    const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources);
    const sendsToJobs = (statement: { Action: unknown; Resource: unknown }) =>
      JSON.stringify(statement.Action).includes('sqs:SendMessage') &&
      JSON.stringify(statement.Resource).includes(queueId('JobsQueue'));
    const rolesThatSend = policies
      .filter((policy) =>
        (
          policy.Properties.PolicyDocument as { Statement: Array<{ Action: unknown; Resource: unknown }> }
        ).Statement.some(sendsToJobs),
      )
      .flatMap((policy) => (policy.Properties.Roles as Array<{ Ref: string }>).map((role) => role.Ref));
    expect(functions.length).toBeGreaterThan(0);
    expect(rolesThatSend.length).toBe(functions.length);
  });
});
