import { backgroundRequestHeader } from '../functions/contract/session-activity.ts';

/*
 * What CloudFront passes on to the API origins: the origin request policies of infra/cdk/cdn.ts. In a
 * module of its own, so the local server's CloudFront (infra/local/cloudfront.ts) reads the same lists
 * without loading aws-cdk-lib: that would add about 0.2 s to every integration test file and to `npm start`.
 */

/**
 * The viewer headers each API origin gets. Host stays CloudFront's (API Gateway answers only for its
 * own name), and the functions read nothing else; CloudFront-Viewer-Address is the viewer's address as
 * CloudFront saw it (functions/platform/edge.ts), which no client can set. X-Paystack-Signature is
 * Paystack's proof on its webhook (functions/domain/money/paystack.ts).
 */
export const apiViewerHeaders = {
  http: [
    'Accept',
    'Content-Type',
    'Origin',
    'User-Agent',
    'X-CSRF-Token',
    backgroundRequestHeader,
    'X-Paystack-Signature',
  ],
  // CloudFront passes a WebSocket upgrade on only with its Sec-WebSocket-Key and -Version.
  webSocket: [
    'Origin',
    'User-Agent',
    'Sec-WebSocket-Key',
    'Sec-WebSocket-Version',
    'Sec-WebSocket-Protocol',
    'Sec-WebSocket-Extensions',
  ],
  cloudFront: ['CloudFront-Viewer-Address'],
} as const;

/**
 * What each API behaviour's origin request policy passes on: its viewer headers (with
 * apiViewerHeaders.cloudFront), and all cookies and query strings or none. Nothing else of the viewer's
 * request reaches the API; the local server's CloudFront passes on the same.
 */
export const apiOriginRequests = {
  http: { headers: apiViewerHeaders.http, cookies: true, queryStrings: true },
  // The socket reads nothing from its URL: its ticket comes as a subprotocol (Sec-WebSocket-Protocol).
  webSocket: { headers: apiViewerHeaders.webSocket, cookies: false, queryStrings: false },
} as const;

export type ApiOriginRequest = (typeof apiOriginRequests)[keyof typeof apiOriginRequests];
