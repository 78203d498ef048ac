import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, test } from 'vitest';
import { expirySweepJob, expirySweepMinutes } from '../../../functions/domain/waitlist/schedule.ts';
import { synthTimeout, synthesise } from './synth.ts';

let template: Template;
beforeAll(() => {
  template = synthesise().template;
}, synthTimeout);

describe('the waitlist expiry schedule', () => {
  test('puts the expire-offers job on the jobs queue on a fixed rate', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: `rate(${expirySweepMinutes} minutes)`,
      State: 'ENABLED',
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^JobsQueue'), 'Arn'] },
          Input: JSON.stringify(expirySweepJob),
        }),
      ],
    });
  });
});
