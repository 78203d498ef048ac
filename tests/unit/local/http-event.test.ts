import { describe, expect, it } from 'vitest';
import type { ServerResponse } from 'node:http';
import { toHttpEvent, writeHttpResult } from '../../../infra/local/http-event.ts';

const request = (overrides: Partial<Parameters<typeof toHttpEvent>[0]> = {}) =>
  toHttpEvent({
    method: 'POST',
    url: '/api/tab/abcdefgh/rooms/42?search=a&search=b&page=2',
    headers: {
      host: '127.0.0.1:3000',
      'content-type': 'application/json',
      'X-CSRF-Token': 'tok',
      cookie: 'a=1; b=2',
    },
    body: Buffer.from('{"x":1}'),
    sourceIp: '10.0.0.7',
    routeKey: 'POST /api/tab/{tabId}/rooms/{id}',
    pathParameters: { tabId: 'abcdefgh', id: '42' },
    ...overrides,
  });

describe('the API Gateway payload 2.0 event built from a local request', () => {
  it('names the route and keeps the raw path and query string', () => {
    const event = request();
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('POST /api/tab/{tabId}/rooms/{id}');
    expect(event.rawPath).toBe('/api/tab/abcdefgh/rooms/42');
    expect(event.rawQueryString).toBe('search=a&search=b&page=2');
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/api/tab/abcdefgh/rooms/42',
      sourceIp: '10.0.0.7',
    });
  });

  it('joins repeated query parameters with commas, as API Gateway does', () => {
    expect(request().queryStringParameters).toEqual({ search: 'a,b', page: '2' });
  });

  it('lower-cases header names and moves cookies into their own array', () => {
    const event = request();
    expect(event.headers['x-csrf-token']).toBe('tok');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['a=1', 'b=2']);
  });

  it('passes path parameters through', () => {
    expect(request().pathParameters).toEqual({ tabId: 'abcdefgh', id: '42' });
  });

  it('passes a JSON body as text', () => {
    const event = request();
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBe('{"x":1}');
  });

  it('base64-encodes a binary body', () => {
    const bytes = Buffer.from([0, 255, 1, 2]);
    const event = request({ headers: { 'content-type': 'application/octet-stream' }, body: bytes });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });

  it('has no body, query or cookies when the request has none', () => {
    const event = request({
      url: '/api/settings/public',
      headers: {},
      body: Buffer.alloc(0),
      pathParameters: {},
    });
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
    expect(event.pathParameters).toBeUndefined();
  });
});

function fakeResponse() {
  const written: { status?: number; headers?: Record<string, unknown>; body?: unknown } = {};
  const response = {
    writeHead(status: number, headers: Record<string, unknown>) {
      written.status = status;
      written.headers = headers;
      return this;
    },
    end(body: unknown) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { response, written };
}

describe('writing a Lambda result back to the client', () => {
  it('turns cookies into Set-Cookie headers and keeps status and headers', () => {
    const { response, written } = fakeResponse();
    writeHttpResult(response, {
      statusCode: 201,
      headers: { 'x-a': 'b' },
      cookies: ['s=1; Path=/', 't=2'],
      body: '{}',
    });
    expect(written.status).toBe(201);
    expect(written.headers).toEqual({ 'x-a': 'b', 'set-cookie': ['s=1; Path=/', 't=2'] });
    expect(written.body).toBe('{}');
  });

  it('decodes a base64 body into bytes', () => {
    const { response, written } = fakeResponse();
    writeHttpResult(response, {
      statusCode: 200,
      isBase64Encoded: true,
      body: Buffer.from('%PDF-1.7').toString('base64'),
    });
    expect(Buffer.isBuffer(written.body)).toBe(true);
    expect(String(written.body)).toBe('%PDF-1.7');
  });

  it('sends a plain returned object as a 200 JSON body', () => {
    const { response, written } = fakeResponse();
    writeHttpResult(response, { ok: true } as never);
    expect(written.status).toBe(200);
    expect(written.body).toBe('{"ok":true}');
  });
});
