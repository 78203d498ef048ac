/**
 * Security headers for the pages of the site and the SPA. CloudFront's response-headers policy and the
 * local server both apply these, so a page is protected the same way in both places.
 */
export const pageContentSecurityPolicy = [
  "default-src 'self'",
  // Astro's island loader and the theme script that prevents a flash of the wrong theme are inline.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
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
};
