import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { publicUploadPurposes, type UploadPurpose } from '../../functions/contract/uploads.ts';

/**
 * The bucket of files users upload (repair photos, room types' photos), decision 0037. Private: every
 * read is a URL a function signed after its own authorisation check, except the public prefixes that
 * only the CDN reads (decision 0044: room types' photos under `public/`). Browsers post to it straight from the site's origin (its one CORS rule) with a
 * form a function signed. What was uploaded and never attached stays under `incoming/`, which the
 * lifecycle rule empties after a day; attached files live under `attached/` and are kept.
 */
export class UploadsBucket extends Construct {
  readonly bucket: Bucket;
  /** `https://{bucket}.s3.{region}.amazonaws.com`: where pages post and read (infra/security-headers.ts). */
  readonly origin: string;

  constructor(scope: Construct, id: string, props: { siteOrigin: string }) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Users' photos of their rooms: kept when the stack goes, like the table.
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedOrigins: [props.siteOrigin],
          allowedMethods: [HttpMethods.POST],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'remove-unattached-uploads',
          prefix: 'incoming/',
          expiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Every object is written with a form and read with a URL that the API signs for one signed-in user after its authorisation check, which the API logs and audits; S3 access logs would repeat that record with the users' keys in it.",
    });
    this.origin = `https://${this.bucket.bucketRegionalDomainName}`;
  }

  /**
   * What a function that handles uploads for `purposes` needs, on those purposes' prefixes only: sign
   * forms (PutObject under incoming/), keep an upload (copy it from incoming/ to attached/, then delete
   * it), and sign reads (GetObject under attached/). ListBucket lets S3 answer a copy of a key that was
   * never uploaded with 404 rather than 403, which the function tells the user.
   */
  grantUploads(role: IRole, purposes: readonly UploadPurpose[]): void {
    const under = (prefix: string) =>
      purposes.map((purpose) => this.bucket.arnForObjects(`${prefix}/${purpose}/*`));
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
        resources: under('incoming'),
      }),
    );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:PutObject', 's3:GetObject'], resources: under('attached') }),
    );
    // A purpose for everyone publishes under public/ (the CDN's prefix, decision 0044) and takes down
    // what its record no longer shows.
    const published = purposes.filter((purpose) =>
      (publicUploadPurposes as readonly UploadPurpose[]).includes(purpose),
    );
    if (published.length > 0)
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:PutObject', 's3:DeleteObject'],
          resources: published.map((purpose) => this.bucket.arnForObjects(`public/${purpose}/*`)),
        }),
      );
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
  }
}
