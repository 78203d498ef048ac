import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { originSecretHeader, viewerAddressHeader } from '../../functions/platform/edge-headers.ts';
import { canonicalPath, signedHeaders } from '../../functions/platform/sigv4.ts';
import { publicUploadRoutes, publicUploadsOriginPath } from '../public-uploads.ts';
import { apiOriginRequests } from '../api-origin-requests.ts';
import { localConfig, localCredentials, localOriginSecret } from './config.ts';

/**
 * The address API Gateway reports as `sourceIp` for every request the local server passes on: behind
 * CloudFront that is the edge server's address, never the viewer's. (From TEST-NET-2, so it is never
 * a real client's.)
 */
export const localEdgeAddress = '198.51.100.10';

/** The CloudFront behaviours in front of the APIs: /api/* (http) and /ws (webSocket). */
export type ApiBehaviour = keyof typeof apiOriginRequests;

/**
 * The viewer's headers a behaviour passes on (infra/api-origin-requests.ts), lower-case as Node names them, and two
 * that HTTP needs: Host (the local server is the API's origin, so the host it was reached on stands for
 * the API's own, which CloudFront sends) and the length of a body. The edge headers
 * (CloudFront-Viewer-Address, the origin secret, X-Forwarded-For) are never the viewer's: CloudFront
 * sets them.
 */
const passedOn = (behaviour: ApiBehaviour) =>
  new Set([
    ...apiOriginRequests[behaviour].headers.map((name) => name.toLowerCase()),
    ...(apiOriginRequests[behaviour].cookies ? ['cookie'] : []),
    'host',
    'content-length',
  ]);

const passedOnBy = { http: passedOn('http'), webSocket: passedOn('webSocket') };

/** The path CloudFront asks the origin for: with the viewer's query only where the policy passes it on. */
export const urlThroughCloudFront = (url: string, behaviour: ApiBehaviour) =>
  apiOriginRequests[behaviour].queryStrings ? url : url.replace(/\?.*$/s, '');

/**
 * What CloudFront does to a viewer's request on its way to an API origin (infra/cdk/cdn.ts): passes on
 * only the headers (and cookies) the behaviour's origin request policy names, so a client cannot claim
 * anything about itself, and adds the viewer's address as it saw the connection
 * (`CloudFront-Viewer-Address: ip:port`) and the origin secret. The local server and the tests' invoke
 * both pass every API request through this, so the functions see what they see in the cloud: a
 * function that read another header would find it missing here too.
 */
export function throughCloudFront(
  headers: IncomingHttpHeaders,
  viewer: { address: string; port: number },
  behaviour: ApiBehaviour,
): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (passedOnBy[behaviour].has(name.toLowerCase())) forwarded[name] = value;
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
