import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { defaultMailRateShare, mailSendRateOf } from '../cdk/mail-rate.ts';
import { paystackApiBase } from './paystack.ts';
import {
  defaultApiGatewayRate,
  defaultPushRateShare,
  lockdownMaxConcurrency,
  pushRateOf,
} from '../cdk/push-rate.ts';
import { bulkQueueName, lockdownQueueName } from './queue.ts';

/** Where the local stack keeps its state, and the settings a user can change from the command line. */
export const projectRoot = join(import.meta.dirname, '..', '..');
export const dataDir = join(projectRoot, '.data');

export const localConfig = {
  port: Number(process.env.PORT ?? 3000),
  host: '127.0.0.1',
  reset: process.argv.includes('--reset'),
  tableName: 'hostel',
  senderEmail: 'no-reply@northgate.example',
  /** The uploads bucket's name, as the functions address it on the S3 stand-in (s3.ts). */
  uploadsBucket: 'hostel-uploads',
  /** The hostel's time zone, as the deploy context's `timeZone` gives it: UTC unless HOSTEL_TIME_ZONE says. */
  timeZone: process.env.HOSTEL_TIME_ZONE ?? 'UTC',
} as const;

/**
 * The SES stand-in's maximum send rate (mail.ts), as SES reports an account's: 14 a second, SES's first
 * quota out of the sandbox, unless SES_MAX_SEND_RATE says otherwise (the benchmarks set their own).
 */
export const localSesMaxSendRate = Number(process.env.SES_MAX_SEND_RATE ?? 14);

export const staticRoots = {
  site: join(projectRoot, 'site', 'dist'),
  management: join(projectRoot, 'management', 'dist'),
};

/**
 * The secrets below are new in each local stack. A process the stack forks as a part of itself (the
 * lockdown benchmark's WebSocket shards) is handed them in this variable, so it answers the stack's own
 * clients; any other process, and anything on the machine that did not start it, never sees them.
 */
const sharedSecretsVariable = 'HOSTEL_LOCAL_STACK_SECRETS';
const inherited = process.env[sharedSecretsVariable]
  ? (JSON.parse(process.env[sharedSecretsVariable]) as {
      originSecret: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      paystackSecretKey: string;
    })
  : undefined;

/**
 * The secret the local server, standing in for CloudFront, adds to every API request
 * (infra/local/cloudfront.ts): new in each stack, handed to the functions as ORIGIN_SECRET.
 */
export const localOriginSecret = inherited?.originSecret ?? randomBytes(32).toString('base64url');

/**
 * The AWS credentials of this process's functions, new for every process. The local server's stand-ins
 * for AWS (SES, the WebSocket management API, SQS) answer only calls signed with this access key id
 * (infra/local/local-clients.ts), so a page or program elsewhere on the machine cannot plant mail or
 * push to browsers: only the local stack's own clients know it.
 */
export const localCredentials = inherited?.credentials ?? {
  accessKeyId: `LOCAL${randomBytes(10).toString('hex').toUpperCase()}`,
  secretAccessKey: randomBytes(30).toString('base64url'),
};

/**
 * The secret key of the local Paystack stand-in (infra/local/paystack.ts): its API answers only this
 * key, and signs its webhooks with it, as Paystack does with an integration's key.
 */
export const localPaystackSecretKey =
  inherited?.paystackSecretKey ?? `sk_test_${randomBytes(20).toString('hex')}`;

/** The environment of a process forked as a part of this local stack: it shares the stack's secrets. */
export const partOfLocalStack = (): Record<string, string> => ({
  [sharedSecretsVariable]: JSON.stringify({
    originSecret: localOriginSecret,
    credentials: localCredentials,
    paystackSecretKey: localPaystackSecretKey,
  }),
});

/**
 * The environment the functions read (functions/platform/env.ts), pointed at the local stand-ins: DynamoDB
 * Local, this server for SES, the WebSocket management API, the jobs queue (SQS) and Paystack, and the
 * S3 stand-in (s3.ts) on its own origin for the uploads bucket.
 */
export function setFunctionEnvironment(input: {
  origin: string;
  s3Endpoint: string;
  dynamoEndpoint: string;
  tableName: string;
  sessionSecret: string;
  stage: 'local' | 'test';
  /** Argon2id's least cost for new password hashes: the test runs only (functions/platform/env.ts). */
  leastPasswordCost?: boolean;
}): Record<string, string> {
  const environment = {
    STAGE: input.stage,
    TABLE_NAME: input.tableName,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    DYNAMODB_ENDPOINT: input.dynamoEndpoint,
    SES_ENDPOINT: input.origin,
    WEBSOCKET_CALLBACK_URL: input.origin,
    SQS_ENDPOINT: input.origin,
    S3_ENDPOINT: input.s3Endpoint,
    UPLOADS_BUCKET: localConfig.uploadsBucket,
    JOBS_QUEUE_URL: `${input.origin}/000000000000/jobs`,
    BULK_QUEUE_URL: `${input.origin}/000000000000/${bulkQueueName}`,
    LOCKDOWN_QUEUE_URL: `${input.origin}/000000000000/${lockdownQueueName}`,
    PUBLIC_ORIGIN: input.origin,
    HOSTEL_TIME_ZONE: localConfig.timeZone,
    // Passkeys need a domain name: the management app at http://localhost:{port} (docs/operations.md).
    WEBAUTHN_RP_ID: 'localhost',
    WEBAUTHN_ORIGIN: input.origin.replace('127.0.0.1', 'localhost'),
    SENDER_EMAIL: localConfig.senderEmail,
    // The functions' share of the stand-in's rate, as the CDK app gives them their share of SES's.
    MAIL_SEND_RATE: String(mailSendRateOf(localSesMaxSendRate, defaultMailRateShare)),
    // The cloud's default share, all of it in this one process: the local runtime runs every worker's
    // batches in one module, so its one pacer holds them all, as each environment's holds its own.
    PUSH_RATE: String(pushRateOf(defaultApiGatewayRate, defaultPushRateShare) * lockdownMaxConcurrency),
    SESSION_SECRET: input.sessionSecret,
    ORIGIN_SECRET: localOriginSecret,
    PAYSTACK_SECRET_KEY: localPaystackSecretKey,
    PAYSTACK_BASE_URL: `${input.origin}${paystackApiBase}`,
    // Powertools (functions/platform/observability.ts): JSON logs one line each, as in Lambda (not
    // POWERTOOLS_DEV's indented ones, about 15 lines a request, which scrolled `npm start`'s sign-in
    // details away), no EMF metrics, no tracing. Tests keep only warnings and errors, so a failing
    // test's output stays readable.
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_TRACE_ENABLED: 'false',
    POWERTOOLS_LOG_LEVEL: input.stage === 'test' ? 'WARN' : 'INFO',
    ...(input.leastPasswordCost && { PASSWORD_HASH_COST: 'least' }),
  };
  Object.assign(process.env, environment);
  return environment;
}
