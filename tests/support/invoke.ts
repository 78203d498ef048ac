import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { domainHandler, matchRoute } from '../../infra/local/api-router.ts';
import { localEdgeAddress, throughCloudFront, urlThroughCloudFront } from '../../infra/local/cloudfront.ts';
import { toHttpEvent } from '../../infra/local/http-event.ts';

export interface ApiCall {
  method?: string;
  /** The full path, e.g. /api/tab/abcdefgh/settings/public, with any query string. */
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
  /** The caller's address, which the call reaches the API with as CloudFront's viewer address. */
  sourceIp?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  cookies: string[];
  // Tests assert on the body's shape; typing every response here would only repeat the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: APIGatewayProxyStructuredResultV2;
}

/**
 * Calls the API as CloudFront and API Gateway would: matches the route table, adds CloudFront's headers
 * and builds the payload 2.0 event with the same adapters the local server uses, and runs the domain's
 * real Lambda handler.
 */
export async function invoke(call: ApiCall): Promise<ApiResponse> {
  const method = call.method ?? 'GET';
  const { pathname } = new URL(call.path, 'http://local');
  const match = await matchRoute(method, pathname);
  if (!match)
    return {
      status: 404,
      headers: {},
      cookies: [],
      body: { message: 'Not Found' },
      raw: { statusCode: 404 },
    };
  const body =
    call.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(typeof call.body === 'string' ? call.body : JSON.stringify(call.body));
  const headers: Record<string, string> = {
    ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...call.headers,
  };
  if (call.cookies?.length) headers.cookie = call.cookies.join('; ');
  const event = toHttpEvent({
    method,
    url: urlThroughCloudFront(call.path, 'http'),
    headers: throughCloudFront(headers, { address: call.sourceIp ?? '127.0.0.1', port: 50000 }, 'http'),
    body,
    sourceIp: localEdgeAddress,
    routeKey: match.routeKey,
    pathParameters: match.pathParameters,
  });
  const handler = await domainHandler(match.domain);
  const raw = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  const text = raw.body ?? '';
  const contentType = String(raw.headers?.['content-type'] ?? '');
  return {
    status: raw.statusCode ?? 200,
    headers: Object.fromEntries(Object.entries(raw.headers ?? {}).map(([k, v]) => [k, String(v)])),
    cookies: raw.cookies ?? [],
    body: contentType.includes('json') && text ? JSON.parse(text) : text,
    raw,
  };
}
