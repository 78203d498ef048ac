import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { originSecretHeader, viewerAddressHeader } from '../../functions/platform/edge-headers.ts';
import { canonicalPath, signedHeaders } from '../../functions/platform/sigv4.ts';
import { publicUploadRoutes, publicUploadsOriginPath } from '../public-uploads.ts';
import { localConfig, localCredentials, localOriginSecret } from './config.ts';

/**
 * The address API Gateway reports as `sourceIp` for every request the local server passes on: behind
 * CloudFront that is the edge server's address, never the viewer's. (From TEST-NET-2, so it is never
 * a real client's.)
 */
export const localEdgeAddress = '198.51.100.10';

/** Headers only CloudFront may set: whatever a client sends under these names is dropped. */
const edgeHeaders = new Set(['x-forwarded-for', viewerAddressHeader, originSecretHeader]);

/**
 * What CloudFront does to a viewer's request on its way to the API origins (infra/cdk/cdn.ts): drops
 * what the client claimed about itself, adds the viewer's address as it saw the connection
 * (`CloudFront-Viewer-Address: ip:port`) and the origin secret. The local server and the tests' invoke
 * both pass every API request through this, so the functions see what they see in the cloud.
 */
export function throughCloudFront(
  headers: IncomingHttpHeaders,
  viewer: { address: string; port: number },
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!edgeHeaders.has(name.toLowerCase())) forwarded[name] = value;
  }
  // Node reports an IPv4 peer of a dual-stack socket as ::ffff:a.b.c.d; CloudFront reports a.b.c.d.
  const address = viewer.address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return {
    ...forwarded,
    'x-forwarded-for': address,
    [viewerAddressHeader]: `${address}:${viewer.port}`,
    [originSecretHeader]: localOriginSecret,
  };
}

/** Whether CloudFront sends this path to the uploads bucket's public prefix (infra/cdk/cdn.ts). */
export const isPublicUploadPath = (pathname: string) =>
  publicUploadRoutes.some(({ path }) => pathname.startsWith(path));

/**
 * What CloudFront does with a path of a published upload (decision 0044): it asks the uploads bucket for
 * the object under the origin path, signing the request as the distribution (origin access control),
 * and answers with S3's status, type and body, plus the page headers of its response headers policy.
 */
export async function servePublicUpload(
  uploadsOrigin: string,
  request: { method: string; pathname: string },
  securityHeaders: Record<string, string>,
  response: ServerResponse,
): Promise<void> {
  const url = new URL(
    `${uploadsOrigin}/${localConfig.uploadsBucket}/${canonicalPath(`${publicUploadsOriginPath.slice(1)}${request.pathname}`)}`,
  );
  const answer = await fetch(url, {
    method: request.method,
    headers: signedHeaders({
      method: request.method,
      url,
      headers: {},
      credentials: localCredentials,
      region: 'local',
      at: new Date(),
    }),
  });
  const passed = ['content-type', 'content-length', 'etag', 'last-modified'].flatMap((name) => {
    const value = answer.headers.get(name);
    return value ? [[name, value] as const] : [];
  });
  response.writeHead(answer.status, { ...Object.fromEntries(passed), ...securityHeaders });
  response.end(request.method === 'HEAD' ? undefined : Buffer.from(await answer.arrayBuffer()));
}
