import { isIP } from 'node:net';
import { originSecretHeader, viewerAddressHeader } from './edge-headers.ts';
import { env } from './env.ts';
import { configuredSecret, sameSecret } from './secrets.ts';

/**
 * What CloudFront tells the API origins (infra/cdk/cdn.ts), and the only source the functions trust
 * for it. Behind CloudFront, API Gateway's `sourceIp` is the edge server's address, shared by everyone
 * that edge serves, and `X-Forwarded-For` holds whatever the client wrote in front of it.
 */

let secret: Promise<string> | undefined;
const originSecret = () =>
  (secret ??= configuredSecret('ORIGIN_SECRET', env().ORIGIN_SECRET, env().ORIGIN_SECRET_ARN));

/**
 * The viewer's IP from CloudFront's `ip:port` (`203.0.113.7:51234`, or for IPv6 `2001:db8::7:51234`);
 * undefined when the value is not that.
 */
export function viewerIpOf(value: string | undefined): string | undefined {
  const cut = value?.lastIndexOf(':') ?? -1;
  if (!value || cut <= 0 || !/^\d{1,5}$/.test(value.slice(cut + 1))) return undefined;
  const ip = value.slice(0, cut).replace(/^\[(.*)\]$/, '$1');
  if (!isIP(ip)) return undefined;
  // An IPv4 viewer seen through an IPv6 socket is still that IPv4 viewer.
  return ip.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/**
 * The viewer's IP when the request came through CloudFront, proved by the origin secret (compared in
 * constant time); undefined for a request that reached the API some other way. Header names are
 * matched in any case: the WebSocket API keeps the case they were sent in.
 */
export async function viewerOf(headers: Record<string, string | undefined> | null | undefined) {
  let given: string | undefined;
  let viewer: string | undefined;
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower === originSecretHeader) given = value;
    else if (lower === viewerAddressHeader) viewer = value;
  }
  if (!given || !sameSecret(given, await originSecret())) return undefined;
  return viewerIpOf(viewer);
}
