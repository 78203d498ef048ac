import { isTimeZone } from '#contract/days';
import * as z from '#contract/zod';

/**
 * The functions' configuration, parsed once per cold start. Nothing else reads process.env. A missing
 * or malformed value fails the first request with a message that names it, rather than a vague error
 * somewhere deeper.
 */
const envSchema = z.object({
  STAGE: z._default(z.enum(['local', 'test', 'production']), 'production'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string().check(z.minLength(1)), 'eu-west-1'),
  /** Only locally and in tests: DynamoDB Local, and the local server's SES, WebSocket and SQS stand-ins. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  SES_ENDPOINT: z.optional(z.url()),
  WEBSOCKET_CALLBACK_URL: z.optional(z.url()),
  SQS_ENDPOINT: z.optional(z.url()),
  /** Only locally and in tests: the local server's S3 stand-in, addressed path-style. */
  S3_ENDPOINT: z.optional(z.url()),
  /** The bucket of uploaded files (infra/cdk/uploads.ts); only the functions that sign for it get it. */
  UPLOADS_BUCKET: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  /** The jobs queue that functions/platform/job-queue.ts sends background work to. */
  JOBS_QUEUE_URL: z.optional(z.url()),
  /** The bulk queue: announcements' fan-out and the mail line (contract/job-queues.ts bulkJobKinds). */
  BULK_QUEUE_URL: z.optional(z.url()),
  /** The lockdown queue: the lockdown's fan-out, pushes and closes (contract/job-queues.ts lockdownJobKinds). */
  LOCKDOWN_QUEUE_URL: z.optional(z.url()),
  /**
   * Mails per second the mail line hands to SES: the operator's share of the account's SES maximum send
   * rate (infra/cdk/config.ts). SES's sandbox allows 1 a second, the safe guess when none is given. Kept
   * as the string the environment holds, checked by a refinement: zod's number coercion and checks would
   * cost the jobs worker 4 KB it does not have (tests/support/lambda-bundles.ts).
   */
  MAIL_SEND_RATE: z._default(
    z.string().check(z.refine((rate) => Number(rate) > 0 && Number(rate) <= 1000)),
    '1',
  ),
  /**
   * Calls a second one environment may make to API Gateway's management API (pushes, closes): the
   * stage's share of the account's API Gateway rate over the most jobs workers that push at once
   * (infra/cdk/push-rate.ts). The default is what the CDK app gives with its own defaults. A string
   * checked by a refinement, as MAIL_SEND_RATE is, for the jobs bundle's size.
   */
  PUSH_RATE: z._default(
    z.string().check(z.refine((rate) => Number(rate) > 0 && Number(rate) <= 100_000)),
    '1600',
  ),
  /**
   * The hostel's own time zone (deploy context `timeZone`, decision 0111): the days its money is due and
   * reminded on, and the clock its mail tells times by. UTC, as before there was one, unless set.
   */
  HOSTEL_TIME_ZONE: z._default(z.string().check(z.refine(isTimeZone)), 'UTC'),
  /** The public origin of the site, used for links in emails, e.g. https://hostel.example.edu */
  PUBLIC_ORIGIN: z.url(),
  SENDER_EMAIL: z.email(),
  /** The SES configuration set that records bounces and complaints (the cloud only). */
  SES_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
  /** Either the signing secret itself (local, tests) or the Secrets Manager secret holding it. */
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32))),
  SESSION_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /**
   * The value CloudFront sends in its origin header (functions/platform/edge.ts): itself (local, tests) or
   * the Secrets Manager secret holding it. Checked on the first request, which it guards.
   */
  ORIGIN_SECRET: z.optional(z.string().check(z.minLength(32))),
  ORIGIN_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  /**
   * Paystack's secret key, itself (local, tests: the stand-in's) or the Secrets Manager secret holding it
   * (docs/decisions/0040-paystack-behind-one-payment-interface.md). Read only by the money Lambda.
   */
  PAYSTACK_SECRET_KEY: z.optional(z.string().check(z.minLength(32))),
  PAYSTACK_SECRET_KEY_ARN: z.optional(z.string().check(z.minLength(1))),
  /** Paystack's API; locally the stand-in in infra/local/paystack.ts. */
  PAYSTACK_BASE_URL: z._default(z.url(), 'https://api.paystack.co'),
  /**
   * Whether admins and super admins must prove a second factor (passkey, authenticator app or recovery
   * code) after their password: required unless a stage says otherwise (docs/operations.md).
   */
  STAFF_SECOND_FACTOR: z._default(z.enum(['required', 'optional']), 'required'),
  /**
   * WebAuthn's relying party: the domain passkeys are bound to and the origin the browser reports. By
   * default PUBLIC_ORIGIN's (the CloudFront domain in the cloud); locally `localhost`, because an IP
   * address cannot be a relying party.
   */
  WEBAUTHN_RP_ID: z.optional(z.string().check(z.minLength(1))),
  WEBAUTHN_ORIGIN: z.optional(z.url()),
});

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  if (!parsed) {
    const result = envSchema.safeParse(process.env);
    if (!result.success) {
      const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Invalid function configuration: ${problems}`);
    }
    if (!result.data.SESSION_SECRET && !result.data.SESSION_SECRET_ARN) {
      throw new Error('Invalid function configuration: set SESSION_SECRET or SESSION_SECRET_ARN');
    }
    parsed = result.data;
  }
  return parsed;
}

/**
 * Whether Powertools' Tracer is loaded (functions/platform/observability.ts): read from Powertools' own
 * variables, apart from env(), because observability is set up as a module loads, before a request
 * could report a configuration fault. Off unless a stage asks for it, and never locally.
 */
export function tracesAwsCalls(): boolean {
  return process.env.POWERTOOLS_TRACE_ENABLED === 'true' && process.env.POWERTOOLS_DEV !== 'true';
}

/**
 * Whether new password hashes take Argon2id's least cost rather than OWASP's (functions/platform/
 * passwords.ts): only the test runs ask for it (infra/local/config.ts), as Rails' test environment takes
 * bcrypt's least cost: the integration project alone makes some 1,200 hashes, about two and a half
 * minutes of processor at OWASP's cost on a two-core CI machine (docs/decisions/0018-argon2id.md). Read apart from env(), which the hashes' unit tests do not
 * configure. Any other stage that asks is refused, so no deployment can store weak hashes by mistake.
 */
export function leastPasswordCost(): boolean {
  if (process.env.PASSWORD_HASH_COST !== 'least') return false;
  if (process.env.STAGE !== 'test')
    throw new Error('Invalid function configuration: PASSWORD_HASH_COST=least is for test runs only');
  return true;
}
