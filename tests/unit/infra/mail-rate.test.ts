import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../../infra/cdk/config.ts';
import { mailSendRateOf } from '../../../infra/cdk/mail-rate.ts';
import { synthTimeout, synthesise, testContext } from './synth.ts';

/** Each Lambda's logical id with the environment CloudFormation gives it. */
function functionsOf(template: Template): Array<[string, Record<string, string>]> {
  return Object.entries(template.findResources('AWS::Lambda::Function')).map(([id, resource]) => [
    id,
    (resource.Properties?.Environment?.Variables ?? {}) as Record<string, string>,
  ]);
}

let template: Template;
beforeAll(() => {
  // An operator who raised the account's rate to 20 a second and gives this stage half of it.
  template = synthesise({ context: { sesMaxSendRate: 20, mailRateShare: 0.5 } }).template;
}, synthTimeout);

describe("SES's sending rate is the operator's deploy context (decision 0045)", () => {
  test('reaches every function that mails, the jobs worker among them, as MAIL_SEND_RATE = rate × share', () => {
    const mailing = functionsOf(template).filter(([, env]) => env.SES_CONFIGURATION_SET !== undefined);

    expect(mailing.map(([id]) => id)).toEqual(expect.arrayContaining([expect.stringMatching(/^Jobs/)]));
    expect(mailing.length).toBeGreaterThanOrEqual(3);
    for (const [, env] of mailing) expect(env.MAIL_SEND_RATE).toBe('10');
  });

  test('is given to no function that does not mail', () => {
    for (const [, env] of functionsOf(template).filter(([, e]) => e.SES_CONFIGURATION_SET === undefined))
      expect(env.MAIL_SEND_RATE).toBeUndefined();
  });

  test('defaults to 80 % of 14 mails a second, the rate of an account just out of the sandbox', () => {
    const config = readConfig((key) => testContext[key as keyof typeof testContext]);
    expect(mailSendRateOf(config.sesMaxSendRate, config.mailRateShare)).toBeCloseTo(11.2);
  });

  test('refuses a share above the whole rate', () => {
    expect(() =>
      readConfig((key) => ({ ...testContext, mailRateShare: '1.5' })[key as keyof typeof testContext]),
    ).toThrow(/mailRateShare/);
  });
});
