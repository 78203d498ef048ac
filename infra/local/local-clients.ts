import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { localCredentials } from './config.ts';

/**
 * Whether a call to an AWS stand-in (SES, the WebSocket management API, SQS) comes from the local
 * stack's own AWS clients: they sign with SigV4, whose Authorization header names the access key id
 * (`Credential=<id>/<date>/<region>/<service>/aws4_request`), and only this process knows the id
 * (config.ts). A browser page cannot send that header to another origin without a CORS preflight, which
 * this server never grants, and another program on the machine does not know the id.
 */
export function isLocalAwsClient(request: IncomingMessage): boolean {
  const header = String(request.headers.authorization ?? '');
  const given = /Credential=([^/,\s]+)\//.exec(header)?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(localCredentials.accessKeyId);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a request names this machine's loopback as its host. The developer pages (/_dev/mail) answer
 * only these, so a site that rebinds its own DNS name to 127.0.0.1 cannot read them from a browser.
 */
export function isLoopbackHost(request: IncomingMessage): boolean {
  const host = String(request.headers.host ?? '').toLowerCase();
  return /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
}
