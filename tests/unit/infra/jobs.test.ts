import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { jobsFunction, timeoutSecondsOf } from '../../../infra/cdk/function-needs.ts';
import { bulkMaxConcurrency, jobsMaxReceiveCount } from '../../../infra/cdk/jobs-queue.ts';
import {
  defaultApiGatewayRate,
  defaultPushRateShare,
  lockdownBatchSize,
  lockdownMaxConcurrency,
  pushRateOf,
} from '../../../infra/cdk/push-rate.ts';
import { racingWritesSettleSeconds } from '../../../functions/platform/settling.ts';
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

  test('has a bulk queue beside it, feeding the same worker at most a bounded number of batches at once', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [queueId('JobsDeadLetters'), 'Arn'] },
        maxReceiveCount: jobsMaxReceiveCount,
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId('JobsBulkQueue'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsWorkerFunction') },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: bulkMaxConcurrency },
    });
    // The jobs queue's mapping has no such cap: its work scales as far as Lambda does.
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping') as Resources);
    const jobsMapping = mappings.find(
      (mapping) =>
        JSON.stringify(mapping.Properties.EventSourceArn) ===
        JSON.stringify({ 'Fn::GetAtt': [queueId('JobsQueue'), 'Arn'] }),
    );
    expect(jobsMapping?.Properties.ScalingConfig).toBeUndefined();
  });

  test('gives every function the bulk queue to send to', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources).filter(
      (fn) => JSON.stringify(fn.Properties.Environment ?? {}).includes('JOBS_QUEUE_URL'),
    );
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions)
      expect(JSON.stringify(fn.Properties.Environment)).toContain(
        `"BULK_QUEUE_URL":{"Ref":"${queueId('JobsBulkQueue')}"}`,
      );
  });

  test('has a lockdown queue, feeding the worker no more batches at once than SQS starts with', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId('JobsLockdownQueue'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^JobsWorkerFunction') },
      BatchSize: lockdownBatchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: lockdownMaxConcurrency },
    });
    // SQS starts an event source at five concurrent batches: a higher cap would wait on its ramp.
    expect(lockdownMaxConcurrency).toBeLessThanOrEqual(5);
  });

  test("paces every pushing function at its share of the account's API Gateway rate", () => {
    const pushRate = pushRateOf(defaultApiGatewayRate, defaultPushRateShare);
    expect(pushRate * lockdownMaxConcurrency).toBe(defaultApiGatewayRate * defaultPushRateShare);
    const pushing = Object.values(template.findResources('AWS::Lambda::Function') as Resources).filter((fn) =>
      JSON.stringify(fn.Properties.Environment ?? {}).includes('WEBSOCKET_CALLBACK_URL'),
    );
    expect(pushing.length).toBeGreaterThan(0);
    for (const fn of pushing)
      expect(JSON.stringify(fn.Properties.Environment)).toContain(`"PUSH_RATE":"${pushRate}"`);
    // A worker's pace is CPU-bound in the SDK: a whole vCPU, at 1,769 MB.
    const [worker] = Object.entries(template.findResources('AWS::Lambda::Function') as Resources)
      .filter(([id]) => id.startsWith('JobsWorkerFunction'))
      .map(([, fn]) => fn.Properties);
    expect(worker?.MemorySize).toBe(1769);
  });

  test('gives every function the lockdown queue to send to', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function') as Resources).filter(
      (fn) => JSON.stringify(fn.Properties.Environment ?? {}).includes('JOBS_QUEUE_URL'),
    );
    for (const fn of functions)
      expect(JSON.stringify(fn.Properties.Environment)).toContain(
        `"LOCKDOWN_QUEUE_URL":{"Ref":"${queueId('JobsLockdownQueue')}"}`,
      );
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

describe('the late sweeps after a change', () => {
  test('wait longer than any function may run, so no request that read the state before it still writes', () => {
    // The product's functions: CDK's own (the site's deployment, `Custom…`) run only while deploying.
    const timeouts = Object.entries(template.findResources('AWS::Lambda::Function'))
      .filter(([id]) => !id.startsWith('Custom'))
      .map(([, fn]) => (fn as { Properties: { Timeout?: number } }).Properties.Timeout ?? 3);
    expect(timeouts.length).toBeGreaterThan(10);
    // What is left over is the index's catching up with its table.
    expect(racingWritesSettleSeconds - Math.max(...timeouts)).toBeGreaterThanOrEqual(30);
  });
});
