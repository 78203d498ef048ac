import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet, IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { lambdaBundling } from './bundling.ts';
import { metricsNamespaceOf } from '../../functions/platform/metric-names.ts';
import { powertoolsLayer } from './powertools.ts';
import { grantSendMail } from './mail.ts';
import { projectRoot } from './paths.ts';
import { needsOf, secretsOf, timeoutSecondsOf } from './function-needs.ts';
import { denySecretPartitions } from './secret-partitions.ts';
import { acknowledgeIntendedWildcards } from './nag.ts';
import type { UploadsBucket } from './uploads.ts';

/** What every function of the product is bound to. */
export interface FunctionBindings {
  table: ITableV2;
  sessionSecret: ISecret;
  /** What CloudFront sends in its origin header; the pipeline refuses requests without it. */
  originSecret: ISecret;
  /** Paystack's secret key, read only by the functions whose needs say `payments`. */
  paymentProviderSecret: ISecret;
  senderIdentity: IEmailIdentity;
  senderEmail: string;
  publicOrigin: string;
  /** The hostel's time zone (config.ts timeZone). */
  timeZone: string;
  /** The WebSocket stage whose connections the `push` functions post to. */
  webSocketStage: WebSocketStage;
  /** The SES configuration set every message goes through (bounces and complaints are recorded there). */
  mailConfigurationSet: IConfigurationSet;
  /** Mails per second the mail line hands to SES: the stage's share of the account's rate (config.ts). */
  mailSendRate: number;
  /** Calls a second one environment makes to the management API: the stage's share (push-rate.ts). */
  pushRate: number;
  /** The deployment stage (config.ts): it names the metrics namespace. */
  stage: string;
  /** Whether Powertools' Tracer adds the AWS SDK calls to the traces (config.ts, traceAwsCalls). */
  traceAwsCalls: boolean;
  /** The queue of functions/jobs, which every function may hand background work to. */
  jobsQueue: IQueue;
  /** The bulk queue of functions/jobs (announcements, the mail line), which every function may send to. */
  bulkQueue: IQueue;
  /** The lockdown queue of functions/jobs, which the lockdown switch sends the fan-out to. */
  lockdownQueue: IQueue;
  /** The bucket of uploaded files, for the functions whose needs name upload purposes. */
  uploads: UploadsBucket;
}

export interface ApiFunctionProps {
  /** A domain of the route table, or the WebSocket Lambda's name; picks its needs in function-needs.ts. */
  name: string;
  /** The handler module, relative to the project root; it exports `handler`. */
  entry: string;
  bindings: FunctionBindings;
}

/**
 * One Lambda of the product, with the defaults every function shares (Node 24 on arm64, an ESM bundle
 * made by the local esbuild: minified, with source maps), its configuration from functions/platform/env.ts,
 * its own log group, and an IAM role holding exactly what function-needs.ts grants it, kept out of the
 * secret partitions its code does not use.
 */
export class ApiFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { bindings } = props;
    const needs = needsOf(props.name);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role instead of the managed basic-execution policy, whose log permissions cover every group.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: join(projectRoot, props.entry),
      handler: 'handler',
      projectRoot,
      depsLockFilePath: join(projectRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // Password hashing (Argon2id, 19 MiB) wants the CPU share that comes with this much memory.
      memorySize: needs.memorySize ?? 1024,
      timeout: Duration.seconds(timeoutSecondsOf(props.name)),
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(Stack.of(this))],
      role,
      logGroup,
      environment: {
        STAGE: 'production',
        // Every deployed stage: admins and super admins prove a second factor after their password.
        STAFF_SECOND_FACTOR: 'required',
        TABLE_NAME: bindings.table.tableName,
        PUBLIC_ORIGIN: bindings.publicOrigin,
        HOSTEL_TIME_ZONE: bindings.timeZone,
        SENDER_EMAIL: bindings.senderEmail,
        SESSION_SECRET_ARN: bindings.sessionSecret.secretArn,
        ORIGIN_SECRET_ARN: bindings.originSecret.secretArn,
        JOBS_QUEUE_URL: bindings.jobsQueue.queueUrl,
        BULK_QUEUE_URL: bindings.bulkQueue.queueUrl,
        LOCKDOWN_QUEUE_URL: bindings.lockdownQueue.queueUrl,
        ...(needs.push
          ? {
              WEBSOCKET_CALLBACK_URL: bindings.webSocketStage.callbackUrl,
              PUSH_RATE: String(bindings.pushRate),
            }
          : {}),
        ...(needs.uploads ? { UPLOADS_BUCKET: bindings.uploads.bucket.bucketName } : {}),
        ...(needs.payments ? { PAYSTACK_SECRET_KEY_ARN: bindings.paymentProviderSecret.secretArn } : {}),
        ...(needs.mail
          ? {
              SES_CONFIGURATION_SET: bindings.mailConfigurationSet.configurationSetName,
              MAIL_SEND_RATE: String(bindings.mailSendRate),
            }
          : {}),
        // Powertools (functions/platform/observability.ts): this stage's metrics namespace, INFO logs,
        // and its Tracer only where the stage asks for AWS calls in the traces.
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespaceOf(bindings.stage),
        POWERTOOLS_LOG_LEVEL: 'INFO',
        POWERTOOLS_TRACE_ENABLED: String(bindings.traceAwsCalls),
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        ...lambdaBundling,
        mainFields: [...lambdaBundling.mainFields],
        externalModules: [...lambdaBundling.externalModules],
        format: OutputFormat.ESM,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
      },
    });

    bindings.table.grantReadWriteData(role);
    denySecretPartitions(role, bindings.table, secretsOf(props.name));
    bindings.sessionSecret.grantRead(role);
    bindings.originSecret.grantRead(role);
    bindings.jobsQueue.grantSendMessages(role);
    bindings.bulkQueue.grantSendMessages(role);
    bindings.lockdownQueue.grantSendMessages(role);
    if (needs.mail) grantSendMail(role, bindings);
    if (needs.push) bindings.webSocketStage.grantManagementApiAccess(role);
    if (needs.uploads) bindings.uploads.grantUploads(role, needs.uploads);
    if (needs.payments) bindings.paymentProviderSecret.grantRead(role);

    acknowledgeIntendedWildcards(this, [
      {
        finding: /^Resource::\*$/,
        actions: /^xray:(PutTraceSegments|PutTelemetryRecords)$/,
        reason: 'X-Ray accepts trace segments and telemetry on no narrower resource than *.',
      },
      {
        finding: /^Resource::<\w+\.Arn>\/index\/\*$/,
        actions: /^dynamodb:/,
        reason:
          "The data layer queries the table's global secondary indexes; this names only this table's indexes.",
      },
      {
        finding: /:ses:.+:identity\/\*$/,
        actions: /^ses:Send(Raw)?Email$/,
        reason:
          "In the SES sandbox a send is authorised against each recipient's identity too; the statement's ses:FromAddress condition still allows the sender address only (infra/cdk/mail.ts).",
      },
      {
        finding: /^Resource::<\w+\.Arn>\/(incoming|attached|public)\/[a-z-]+\/\*$/,
        actions: /^s3:(Put|Get|Delete)Object$/,
        reason:
          'Upload keys are made at run time; this is limited to the prefix of one upload purpose (infra/cdk/uploads.ts).',
      },
      {
        finding: /\/@connections\/\*$/,
        actions: /^execute-api:ManageConnections$/,
        reason:
          'Connection ids are made at run time; this is limited to the connections of the one WebSocket stage.',
      },
    ]);
    Validations.of(this).acknowledge({
      id: 'Serverless-LambdaDLQ',
      reason:
        'API Gateway invokes the function synchronously and gets the error itself, and the jobs worker is fed by an SQS queue with a dead-letter queue of its own; no event is lost.',
    });
  }
}
