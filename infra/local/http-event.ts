import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';

/** Content types API Gateway passes as text; anything else arrives base64-encoded. */
const textContentType = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript)|[^;]*\+json)/i;

export interface IncomingApiRequest {
  method: string;
  /** Path and query string as the client sent them. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  routeKey: string;
  pathParameters: Record<string, string>;
}

/**
 * Builds the event API Gateway's HTTP API (payload format 2.0) would hand a Lambda for this request:
 * lower-case headers with repeated values joined by commas, cookies in their own array, the query
 * string parsed the same way, and a body that is text for textual types and base64 otherwise.
 */
export function toHttpEvent(request: IncomingApiRequest): APIGatewayProxyEventV2 {
  const { pathname, search } = new URL(request.url, 'http://local');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = joined.split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name.toLowerCase()] = joined;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const hasBody = request.body.byteLength > 0;
  const isText = textContentType.test(headers['content-type'] ?? '');
  const now = new Date();
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: pathname,
    rawQueryString: search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(request.pathParameters).length > 0 ? request.pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method,
        path: pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: request.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: hasBody ? request.body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: hasBody && !isText,
  };
}

/**
 * Writes a Lambda's result as API Gateway would: a structured result as given (cookies become
 * Set-Cookie headers, base64 bodies are decoded), anything else as a 200 JSON body.
 */
export function writeHttpResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body = result.body ?? '';
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
