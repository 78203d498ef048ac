import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the tests of the shims that copy an AWS client down to the one operation the functions call
 * (infra/cdk/lambda-shims) compare with the SDK's, and the loopback service they send to.
 */

/** A schema with its lazily named members read, to compare as plain data. */
export function resolved(schema: unknown, seen = new Set<unknown>()): unknown {
  if (typeof schema === 'function') return resolved((schema as () => unknown)(), seen);
  if (!Array.isArray(schema)) return schema;
  if (seen.has(schema)) return '(cycle)';
  return schema.map((part) => resolved(part, new Set([...seen, schema])));
}

/**
 * A client's error registry (@smithy/core's TypeRegistry) as a test reads it: its shapes by id and the
 * class each error shape makes, the maps its types keep private.
 */
export interface ErrorRegistry {
  schemas: Map<string, unknown>;
  exceptions: Map<unknown, unknown>;
}

/**
 * A client's error registries as plain data: each shape by its id, with the class it makes. A bundle of
 * the shim beside the SDK's schemas holds one copy of the SDK's error classes, so the two registries must
 * name the very same classes.
 */
export const errorsOf = (registries: ErrorRegistry[]) =>
  registries.map((registry) =>
    [...registry.schemas].map(([id, schema]) => ({
      id,
      schema,
      error: registry.exceptions.get(schema),
    })),
  );

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

/**
 * A loopback stand-in for an AWS service that answers each request with the next of `answers` (the last
 * once they run out), with `contentType` unless an answer says otherwise.
 */
export async function loopbackService(answers: Answer[], contentType: string) {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method, url: request.url, headers: request.headers, body });
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { 'content-type': contentType, ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
