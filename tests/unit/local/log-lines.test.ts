import { Logger } from '@aws-lambda-powertools/logger';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFunctionEnvironment } from '../../../infra/local/config.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
});

describe("the local stack's request logs", () => {
  it('are one line each, so they do not scroll the sign-in details of `npm start` away', () => {
    delete process.env.POWERTOOLS_DEV;
    setFunctionEnvironment({
      origin: 'http://127.0.0.1:3000',
      s3Endpoint: 'http://127.0.0.1:3001',
      dynamoEndpoint: 'http://127.0.0.1:8000',
      tableName: 'unit',
      sessionSecret: 'a'.repeat(48),
      stage: 'local',
    });
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    // Built as functions/platform/observability.ts builds it, under the environment the stack sets.
    new Logger({ serviceName: 'hostel' }).info('request', {
      route: 'GET /rooms',
      role: 'student',
      status: 200,
      outcome: 'ok',
    });
    const output = written.join('');
    expect(output.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(output)).toMatchObject({ message: 'request', route: 'GET /rooms' });
  });
});
