import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, test } from 'vitest';
import { pageContentSecurityPolicy } from '../../../infra/security-headers.ts';
import { synthesise, synthTimeout, testContext } from './synth.ts';

let template: Template;
beforeAll(() => {
  ({ template } = synthesise());
}, synthTimeout);

const uploadsBucketId = () => {
  const ids = Object.keys(template.findResources('AWS::S3::Bucket')).filter((id) =>
    id.startsWith('UploadsBucket'),
  );
  expect(ids).toHaveLength(1);
  return ids[0]!;
};

interface Statement {
  Action: string | string[];
  Resource: unknown;
}

/** The S3 statements of the roles whose logical id starts with `prefix`. */
function s3StatementsOf(prefix: string): Statement[] {
  const roles = Object.keys(template.findResources('AWS::IAM::Role')).filter((id) => id.startsWith(prefix));
  expect(roles, prefix).toHaveLength(1);
  const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roles[0] }] } });
  return Object.values(policies)
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[])
    .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
}

describe('the uploads bucket', () => {
  test('is private, encrypted, reached over TLS only, and kept when the stack goes', () => {
    const id = uploadsBucketId();
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  test("lets only the site's origin post to it, and nothing else cross-origin", () => {
    const bucket = template.findResources('AWS::S3::Bucket')[uploadsBucketId()]!;
    expect(bucket.Properties.CorsConfiguration).toEqual({
      CorsRules: [{ AllowedOrigins: [testContext.publicOrigin], AllowedMethods: ['POST'], MaxAge: 3000 }],
    });
  });

  test('removes uploads never attached after a day, and keeps attached ones', () => {
    const bucket = template.findResources('AWS::S3::Bucket')[uploadsBucketId()]!;
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual([
      {
        Id: 'remove-unattached-uploads',
        Prefix: 'incoming/',
        ExpirationInDays: 1,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      },
    ]);
  });

  test('the maintenance function may sign and keep uploads under the maintenance prefixes only', () => {
    const statements = s3StatementsOf('HttpmaintenanceFunctionRole');
    const objectResources = statements
      .filter((statement) => [statement.Action].flat().some((action) => action.endsWith('Object')))
      .flatMap((statement) => [statement.Resource].flat())
      .map((resource) => JSON.stringify(resource));
    expect(objectResources.length).toBe(2);
    expect(objectResources.some((r) => r.includes('/incoming/maintenance/*'))).toBe(true);
    expect(objectResources.some((r) => r.includes('/attached/maintenance/*'))).toBe(true);
    const deletes = statements.filter((statement) => [statement.Action].flat().includes('s3:DeleteObject'));
    expect(JSON.stringify(deletes.map((statement) => statement.Resource))).not.toContain('attached');
  });

  test("the settings function may publish room types' photos under their public prefix, and touch no student's upload", () => {
    const statements = s3StatementsOf('HttpsettingsFunctionRole');
    const resources = statements
      .filter((statement) => [statement.Action].flat().some((action) => action.endsWith('Object')))
      .flatMap((statement) => [statement.Resource].flat())
      .map((resource) => JSON.stringify(resource));
    expect(resources.some((r) => r.includes('/incoming/room-photos/*'))).toBe(true);
    expect(resources.some((r) => r.includes('/public/room-photos/*'))).toBe(true);
    expect(resources.every((r) => r.includes('/room-photos/*'))).toBe(true);
    expect(JSON.stringify(s3StatementsOf('HttpmaintenanceFunctionRole'))).not.toContain('public/');
  });

  test('a function with no upload purpose gets no S3 right on it', () => {
    expect(s3StatementsOf('HttpwaitlistFunctionRole')).toEqual([]);
    expect(s3StatementsOf('HttpauthFunctionRole')).toEqual([]);
  });

  test('the bookings function touches only the condition photos a move keeps (decision 0106)', () => {
    const resources = s3StatementsOf('HttpbookingsFunctionRole')
      .filter((statement) => [statement.Action].flat().some((action) => action.endsWith('Object')))
      .flatMap((statement) => [statement.Resource].flat())
      .map((resource) => JSON.stringify(resource));
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((r) => r.includes('/condition-photos/*'))).toBe(true);
  });
});

describe("the pages' content security policy", () => {
  test('lets pages post to and show images from the uploads origin, and reach no other', () => {
    const policy = pageContentSecurityPolicy('https://b.s3.eu-west-1.amazonaws.com');
    const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' data: https://b.s3.eu-west-1.amazonaws.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://b.s3.eu-west-1.amazonaws.com");
    expect(directive('form-action')).toBe("form-action 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
  });
});
