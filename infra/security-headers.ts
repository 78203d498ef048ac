import { isolationHeaders } from '../functions/api/http/security-headers.ts';
import { inlineScriptSources } from './inline-scripts.ts';

/**
 * Security headers for the pages of the site and the SPA. CloudFront's response-headers policy and the
 * local server both apply these, so a page is protected the same way in both places.
 */
export const pageContentSecurityPolicy = [
  "default-src 'self'",
  // No 'unsafe-inline': the two early scripts (theme, site) are allowed by hash (inline-scripts.ts).
  `script-src 'self' ${inlineScriptSources.join(' ')}`,
  // No 'unsafe-inline' for styles either: every stylesheet is a file (sonner's too, management/vite.config.ts;
  // the site's, site/astro.config.ts). Style properties set from script are not inline styles to a CSP.
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // The site's own origin only. CSP Level 3's 'self' also matches ws: and wss: on the same host, which
  // is the realtime socket (/ws); no other host can be reached.
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const pageSecurityHeaders: Record<string, string> = {
  'content-security-policy': pageContentSecurityPolicy,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  ...isolationHeaders,
};
