import { describe, expect, it } from 'vitest';
import { authLimits } from '../../../functions/api/auth/limits.ts';
import { handler as realtime } from '../../../functions/api/realtime/socket-handler.ts';
import { localOriginSecret } from '../../../infra/local/config.ts';
import { goodPassword, userWithPassword } from '../../support/auth.ts';
import { newTabId } from '../../support/sessions.ts';
import { viewerAt, type Viewer } from '../../support/viewer.ts';

const login = (viewer: Viewer, email: string, password: string, headers?: Record<string, string>) =>
  viewer.post(`/api/tab/${newTabId()}/auth/login`, { email, password }, headers);

describe("the viewer's address, as the local server passes it on like CloudFront", () => {
  it('counts clients on different addresses apart, and a forged X-Forwarded-For or viewer address changes nothing', async () => {
    const user = await userWithPassword();
    const guesser = viewerAt('127.0.0.2');
    const owner = viewerAt('127.0.0.3');
    for (let i = 0; i < authLimits.failedLoginsPerAccountAndClient.limit; i++)
      expect((await login(guesser, user.email, 'Wrong-Pass-1')).status).toBe(401);
    expect((await login(guesser, user.email, goodPassword)).status).toBe(429);

    const forgeries: Array<Record<string, string>> = [
      { 'x-forwarded-for': owner.address },
      { 'cloudfront-viewer-address': `${owner.address}:443` },
      { 'X-Forwarded-For': '203.0.113.9', 'CloudFront-Viewer-Address': '203.0.113.9:443' },
      { 'x-origin-verify': 'a guess', 'cloudfront-viewer-address': `${owner.address}:443` },
    ];
    for (const headers of forgeries)
      expect((await login(guesser, user.email, goodPassword, headers)).status, JSON.stringify(headers)).toBe(
        429,
      );

    expect((await login(owner, user.email, goodPassword)).status).toBe(200);
  });
});

describe('only CloudFront reaches the WebSocket API', () => {
  const connect = (headers: Record<string, string> | undefined) =>
    realtime(
      {
        headers: { ...headers, 'Sec-WebSocket-Protocol': 'northgate-realtime, ticket.none' },
        requestContext: { routeKey: '$connect', connectionId: 'c1' },
      } as never,
      {} as never,
    );

  it('refuses a $connect without the origin secret with 403, before looking at its ticket', async () => {
    expect(await connect(undefined)).toEqual({ statusCode: 403 });
    expect(
      await connect({ 'X-Origin-Verify': 'a guess', 'CloudFront-Viewer-Address': '203.0.113.9:1' }),
    ).toEqual({ statusCode: 403 });
  });

  it('reads the origin header in the case API Gateway passes it, then checks the ticket', async () => {
    const fromCloudFront = {
      'X-Origin-Verify': localOriginSecret,
      'CloudFront-Viewer-Address': '203.0.113.9:51000',
    };
    expect(await connect(fromCloudFront)).toEqual({ statusCode: 401 });
  });
});
