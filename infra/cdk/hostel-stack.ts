import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Alarms } from './alarms.ts';
import { ApiFunction, type FunctionBindings } from './api-function.ts';
import { Cdn, type FrontEndBuilds } from './cdn.ts';
import { customDomainOf, type DeployConfig } from './config.ts';
import { OperationsDashboard } from './dashboard.ts';
import { createDataTable } from './data-table.ts';
import { createMail } from './mail.ts';
import { mailSendRateOf } from './mail-rate.ts';
import { pushRateOf } from './push-rate.ts';
import { jobsFunction, realtimeFunction } from './function-needs.ts';
import { ProductHttpApi } from './http-api.ts';
import { JobsQueue } from './jobs-queue.ts';
import { JobSchedules } from './job-schedules.ts';
import { UploadsBucket } from './uploads.ts';
import { ProductWebSocketApi } from './websocket-api.ts';

export interface HostelStackProps extends StackProps {
  config: DeployConfig;
  builds: FrontEndBuilds;
  /** The WAF web ACL (from the us-east-1 WafStack) when -c enableWaf=true. */
  webAclArn?: string;
}

/**
 * The whole product in one stack: the table, the session and origin secrets, the mail identity, one
 * Lambda per domain of the route table behind the HTTP API, the realtime Lambda behind the WebSocket
 * API, the jobs queue with its worker, the CDN with both front ends, the alarms and the operations
 * dashboard. Names that must be unique in the account come from the stage (config.ts), so stages
 * deploy side by side.
 *
 * The APIs are reached through the CDN only (its origin secret), so no output names their execute-api
 * endpoints. PUBLIC_ORIGIN comes from context, not from the distribution: the distribution fronts the API built
 * from these functions, so referring back to it would be a dependency cycle.
 */
export class HostelStack extends Stack {
  constructor(scope: Construct, id: string, props: HostelStackProps) {
    super(scope, id, props);
    const { config } = props;

    const table = createDataTable(this);

    const sessionSecret = rotatedByHand(this, 'SessionSigningKey', {
      description: 'Signs the session tokens of the hostel API (read once per Lambda cold start)',
      length: 64,
      rotation:
        'Rotating the signing key signs every user out; rotate by hand (put a new value, then redeploy to recycle the functions).',
    });
    const originSecret = rotatedByHand(this, 'OriginSecret', {
      description:
        'Sent by CloudFront to the API origins; the APIs refuse requests without it (read once per Lambda cold start)',
      length: 48,
      rotation:
        'CloudFront reads the value at deploy time: rotate by putting a new value and redeploying, which updates the distribution and recycles the functions.',
    });
    const paymentProviderSecret = rotatedByHand(this, 'PaystackSecretKey', {
      description:
        "Paystack's secret key (sk_live_...): put it after the first deploy; the money Lambda reads it once per cold start",
      length: 48,
      rotation:
        "Paystack issues the key; it is rotated in Paystack's dashboard, then put here by hand, and the functions recycled by a redeploy.",
    });

    const { identity: senderIdentity, configurationSet: mailConfigurationSet } = createMail(this, config);

    const webSocket = new ProductWebSocketApi(this, 'WebSocket');
    const jobs = new JobsQueue(this, 'Jobs');
    const uploads = new UploadsBucket(this, 'Uploads', { siteOrigin: config.publicOrigin });
    const bindings: FunctionBindings = {
      table,
      sessionSecret,
      originSecret,
      paymentProviderSecret,
      senderIdentity,
      senderEmail: config.senderEmail,
      publicOrigin: config.publicOrigin,
      timeZone: config.timeZone,
      webSocketStage: webSocket.stage,
      mailConfigurationSet,
      mailSendRate: mailSendRateOf(config.sesMaxSendRate, config.mailRateShare),
      pushRate: pushRateOf(config.apiGatewayRate, config.pushRateShare),
      stage: config.stage,
      traceAwsCalls: config.traceAwsCalls,
      jobsQueue: jobs.queue,
      bulkQueue: jobs.bulkQueue,
      lockdownQueue: jobs.lockdownQueue,
      uploads,
    };
    const http = new ProductHttpApi(this, 'Http', bindings);
    const realtime = new ApiFunction(this, 'RealtimeFunction', {
      name: realtimeFunction,
      entry: 'functions/api/realtime/socket-handler.ts',
      bindings,
    });
    webSocket.routeTo(realtime.function);
    const jobsWorker = jobs.addWorker(bindings);
    new JobSchedules(this, 'Schedules', { jobsQueue: jobs.queue, deadLetters: jobs.deadLetters });

    const customDomain = customDomainOf(config);
    const cdn = new Cdn(this, 'Cdn', {
      builds: props.builds,
      httpApi: http.api,
      webSocketApi: webSocket.api,
      originSecret,
      uploadsOrigin: uploads.origin,
      uploadsBucket: uploads.bucket,
      ...(customDomain ? { customDomain } : {}),
      ...(props.webAclArn ? { webAclArn: props.webAclArn } : {}),
    });

    const functions = new Map<string, LambdaFunction>([
      ...[...http.functions].map(([name, fn]) => [name, fn.function] as const),
      [realtimeFunction, realtime.function] as const,
      [jobsFunction, jobsWorker.function] as const,
    ]);
    new Alarms(this, 'Alarms', {
      stage: config.stage,
      functions,
      jobsDeadLetters: jobs.deadLetters,
      httpApi: http.api,
      webSocketApi: webSocket.api,
      table,
      ...(config.alarmEmail ? { email: config.alarmEmail } : {}),
    });
    new OperationsDashboard(this, 'Operations', {
      stage: config.stage,
      functions,
      httpApi: http.api,
      webSocketApi: webSocket.api,
    });

    new CfnOutput(this, 'TableName', {
      value: table.tableName,
      description: 'The DynamoDB table (TABLE_NAME)',
    });
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${cdn.distribution.distributionDomainName}`,
      description: 'The CloudFront distribution; publicOrigin should point here',
    });
    if (config.domainName) {
      senderIdentity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          value: `${record.name} CNAME ${record.value}`,
          description: 'Add to DNS so SES can verify the mail domain',
        });
      });
    }
  }
}

/** A generated secret that an operator rotates by hand, with the reason cdk-nag's rotation rule is waived. */
function rotatedByHand(
  scope: Construct,
  id: string,
  options: { description: string; length: number; rotation: string },
): Secret {
  const secret = new Secret(scope, id, {
    description: options.description,
    generateSecretString: { passwordLength: options.length, excludePunctuation: true },
  });
  Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: options.rotation });
  return secret;
}
