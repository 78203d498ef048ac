import { isolationHeaders } from '../functions/api/http/security-headers.ts';
import { inlineScriptSources } from './inline-scripts.ts';

const sources = (...list: string[]) => list.filter(Boolean).join(' ');

/**
 * Security headers for the pages of the site and the SPA. CloudFront's response-headers policy and the
 * local server both apply these, so a page is protected the same way in both places. `uploadsOrigin` is
 * the uploads bucket's origin (infra/cdk/uploads.ts, or the local S3 stand-in): pages may post a photo to
 * it and show images from it, and reach no other origin. A local server without the stand-in gives ''.
 */
export const pageContentSecurityPolicy = (uploadsOrigin: string) =>
  [
    "default-src 'self'",
    // No 'unsafe-inline': the two early scripts (theme, site) are allowed by hash (inline-scripts.ts).
    `script-src 'self' ${inlineScriptSources.join(' ')}`,
    // No 'unsafe-inline' for styles either: every stylesheet is a file (sonner's too, management/vite.config.ts;
    // the site's, site/astro.config.ts). Style properties set from script are not inline styles to a CSP.
    "style-src 'self'",
    `img-src ${sources("'self'", 'data:', uploadsOrigin)}`,
    "font-src 'self'",
    // The site's own origin and the uploads bucket (a photo is posted there with fetch). CSP Level 3's
    // 'self' also matches ws: and wss: on the same host, which is the realtime socket (/ws).
    `connect-src ${sources("'self'", uploadsOrigin)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const pageSecurityHeaders = (uploadsOrigin: string): Record<string, string> => ({
  'content-security-policy': pageContentSecurityPolicy(uploadsOrigin),
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  ...isolationHeaders,
});
