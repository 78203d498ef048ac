/**
 * The origin the public site is built with when SITE_ORIGIN is not set (a local build). The local server
 * replaces it in the pages it serves with the origin it is reached at, so canonical URLs, share images,
 * JSON-LD and the sitemap name the port the stack really runs on. A deployed build always sets
 * SITE_ORIGIN (the CDK app passes publicOrigin), so it never contains this.
 */
export const unsetSiteOrigin = 'http://site-origin.invalid';
