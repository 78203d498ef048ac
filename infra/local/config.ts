import { join } from 'node:path';

/** Where the local stack keeps its state, and the settings a user can change from the command line. */
export const projectRoot = join(import.meta.dirname, '..', '..');
export const dataDir = join(projectRoot, '.data');

export const localConfig = {
  port: Number(process.env.PORT ?? 3000),
  host: '127.0.0.1',
  reset: process.argv.includes('--reset'),
  tableName: 'hostel',
  senderEmail: 'no-reply@northgate.example',
} as const;

export const staticRoots = {
  site: join(projectRoot, 'site', 'dist'),
  management: join(projectRoot, 'management', 'dist'),
};

/**
 * The environment the functions read (functions/core/env.ts), pointed at the local stand-ins: DynamoDB
 * Local, and this server for SES, the WebSocket management API and the jobs queue (SQS).
 */
export function setFunctionEnvironment(input: {
  origin: string;
  dynamoEndpoint: string;
  tableName: string;
  sessionSecret: string;
  stage: 'local' | 'test';
}): void {
  Object.assign(process.env, {
    STAGE: input.stage,
    TABLE_NAME: input.tableName,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    DYNAMODB_ENDPOINT: input.dynamoEndpoint,
    SES_ENDPOINT: input.origin,
    WEBSOCKET_CALLBACK_URL: input.origin,
    SQS_ENDPOINT: input.origin,
    JOBS_QUEUE_URL: `${input.origin}/000000000000/jobs`,
    PUBLIC_ORIGIN: input.origin,
    SENDER_EMAIL: localConfig.senderEmail,
    SESSION_SECRET: input.sessionSecret,
  });
}
