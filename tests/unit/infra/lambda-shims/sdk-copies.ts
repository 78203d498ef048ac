import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../../../../infra/cdk/paths.ts';
import { bundleSource } from '../../../support/lambda-bundles.ts';

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

/** What a bundle of a shim beside the SDK's own schemas exports, besides the client's `names`. */
export interface ShimBesideSdk {
  /** The copy's schema of its operation, and its error registries. */
  shimmed: unknown;
  shimmedErrors: () => ErrorRegistry[];
  /** The SDK's, read from its files, which the bundling's alias does not reach. */
  sdk: unknown;
  sdkErrors: ErrorRegistry[];
}

/**
 * The shim of `client` bundled as the Lambdas ship it (the alias in infra/cdk/bundling.ts), beside the
 * SDK's own schema of `operation` and error registries, and the bundle's inputs.
 */
export async function bundleShimBesideSdk<Client extends ShimBesideSdk>(
  client: `@aws-sdk/${string}`,
  operation: string,
  names: (keyof Client & string)[],
  outDir: string,
): Promise<{ bundled: Client; inputs: string[] }> {
  const sdkSchemas = join(projectRoot, `node_modules/${client}/dist-es/schemas/schemas_0.js`);
  const name = client.slice('@aws-sdk/'.length);
  const bundle = await bundleSource(
    `${name} shim`,
    name,
    [
      `export { ${names.join(', ')}, ${operation}$ as shimmed, errorTypeRegistries as shimmedErrors } from '${client}';`,
      `export { ${operation}$ as sdk, errorTypeRegistries as sdkErrors } from ${JSON.stringify(sdkSchemas)};`,
      '',
    ].join('\n'),
    outDir,
  );
  return { bundled: (await import(pathToFileURL(bundle.file).href)) as Client, inputs: bundle.inputs };
}

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
