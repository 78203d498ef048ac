import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../../infra/cdk/config.ts';
import { stackNameOf } from '../../../infra/cdk/product-app.ts';
import { lambdaEntries } from '../../support/lambda-bundles.ts';
import { synthesise, synthTimeout } from './synth.ts';

const staging = {
  stage: 'staging',
  publicOrigin: 'https://staging.hostel.northgate.ac.uk',
  senderEmail: 'noreply@northgate.ac.uk',
  traceAwsCalls: 'true',
};

let template: Template;
let app: App;
beforeAll(() => {
  ({ template, app } = synthesise({ context: staging }));
}, synthTimeout);

describe('a second stage in the same account', () => {
  test('is a stack of its own; production keeps the name it always had', () => {
    expect(stackNameOf('prod')).toBe('Hostel');
    expect(stackNameOf('staging')).toBe('Hostel-staging');
    expect(app.node.tryFindChild('Hostel-staging')).toBeDefined();
    expect(app.node.tryFindChild('Hostel')).toBeUndefined();
  });

  test('names every account-unique resource after the stage', () => {
    const names = (type: string) =>
      Object.values(template.findResources(type)).map(
        (resource) =>
          (resource.Properties.Name ??
            resource.Properties.DashboardName ??
            resource.Properties.ResponseHeadersPolicyConfig?.Name) as string,
      );
    for (const name of [
      ...names('AWS::CloudFront::Function'),
      ...names('AWS::CloudFront::ResponseHeadersPolicy'),
    ]) {
      expect(name).toMatch(/Hostelstaging/);
    }
    expect(names('AWS::CloudWatch::Dashboard')).toEqual(['Hostel-staging']);
    for (const fn of Object.values(template.findResources('AWS::Lambda::Function'))) {
      const variables = fn.Properties.Environment?.Variables as Record<string, unknown> | undefined;
      if (variables?.POWERTOOLS_METRICS_NAMESPACE) {
        expect(variables.POWERTOOLS_METRICS_NAMESPACE).toBe('Hostel/staging');
        // The stage under investigation asked for the AWS calls in its traces.
        expect(variables.POWERTOOLS_TRACE_ENABLED).toBe('true');
      }
    }
  });

  test('with real context values, the deploy is not refused', () => {
    expect(template.findParameters('PlaceholderContext')).toEqual({});
  });

  test('a stage name that could not name resources is refused at synth', () => {
    expect(() => readConfig((key) => ({ ...staging, stage: 'Staging!' })[key])).toThrow(
      /-c stage: stage must be/,
    );
  });
});

describe('the staff second factor', () => {
  /** The product's Lambdas (those bound to the table) and their environment, by logical id. */
  const productFunctions = (stageTemplate: Template) =>
    Object.entries(stageTemplate.findResources('AWS::Lambda::Function'))
      .map(
        ([id, fn]) => [id, (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>] as const,
      )
      .filter(([, variables]) => 'TABLE_NAME' in variables);

  test(
    'is required by every deployed function, in every stage',
    () => {
      const production = synthesise().template;
      for (const [stage, stageTemplate] of [
        ['production', production],
        ['staging', template],
      ] as const) {
        const functions = productFunctions(stageTemplate);
        expect(
          functions.map(([id]) => id),
          stage,
        ).toHaveLength(lambdaEntries.length);
        // The ones that sign staff in read it (functions/api/auth/sign-in-steps.ts); every other one
        // parses it with the rest of its configuration (functions/platform/env.ts).
        for (const signsIn of ['HttpauthFunction', 'HttpsecondfactorFunction'])
          expect(
            functions.some(([id]) => id.startsWith(signsIn)),
            `${stage} ${signsIn}`,
          ).toBe(true);
        for (const [id, variables] of functions)
          expect(variables.STAFF_SECOND_FACTOR, `${stage} ${id}`).toBe('required');
      }
    },
    synthTimeout,
  );
});
