/**
 * The headers CloudFront adds for the API origins (infra/cdk/cdn.ts), read by functions/platform/edge.ts.
 * Names only: the CDK app and the local server's CloudFront stand-in import them before the functions'
 * environment is set, and loading anything more here would start the functions' Powertools early.
 */

/** The header CloudFront adds to each request to the API origins; its value lives in Secrets Manager. */
export const originSecretHeader = 'x-origin-verify';
/** `ip:port` of the viewer as CloudFront saw it, forwarded by the API behaviours' origin request policy. */
export const viewerAddressHeader = 'cloudfront-viewer-address';
