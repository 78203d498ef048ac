import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The code of the CloudFront Functions (cloudfront-js-2.0) that make S3 serve the two builds the way the
 * local server does (infra/local/static-files.ts): clean URLs for the site's prerendered pages, the
 * site's 404 page with status 404 for anything else, and the SPA's index.html for its deep links.
 * S3 behind origin access control cannot list or fall back by itself, and CloudFront's custom error
 * pages would also rewrite the API's own 403 and 404 answers, so the decisions are made here.
 */

/** CloudFront Functions' code size limit. */
const maxFunctionBytes = 10 * 1024;

/** The object metadata that marks the site's 404 page; the viewer-response function turns it into 404. */
export const notFoundMetadata = { key: 'page-status', value: 'not-found' } as const;

/** The clean URL of every prerendered page of a site build: about/index.html → /about, index.html → /. */
export function pagePathsOf(siteDir: string): string[] {
  const pages: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name === 'index.html') {
        const folder = relative(siteDir, dir).split(sep).join('/');
        pages.push(folder ? `/${folder}` : '/');
      }
    }
  };
  visit(siteDir);
  return pages.sort();
}

// Shared by both rewrites: a last path segment with a dot names a file, which is served as it is.
const isFileSource = `function isFile(uri) { return uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') !== -1; }`;

/** Viewer request, site: a known page's clean URL → its index.html; any other page path → /404.html. */
export function siteRequestCode(pagePaths: readonly string[]): string {
  const pages = Object.fromEntries(pagePaths.map((path) => [path, 1]));
  const code = `var pages = ${JSON.stringify(pages)};
${isFileSource}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (isFile(uri)) return request;
  var page = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  request.uri = pages[page] ? (page === '/' ? '' : page) + '/index.html' : '/404.html';
  return request;
}`;
  if (Buffer.byteLength(code) > maxFunctionBytes) {
    throw new Error(`The site has too many pages (${pagePaths.length}) to list in a CloudFront Function`);
  }
  return code;
}

/** Viewer response, site: the 404 page (recognised by its object metadata) answers with status 404. */
export function siteResponseCode(): string {
  const header = `x-amz-meta-${notFoundMetadata.key}`;
  return `function handler(event) {
  var response = event.response;
  var mark = response.headers['${header}'];
  if (mark) {
    delete response.headers['${header}'];
    if (mark.value === '${notFoundMetadata.value}' && response.statusCode === 200) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}`;
}

/** Viewer request, SPA: every path under /management without a file extension → its index.html. */
export function spaRequestCode(basePath: string): string {
  return `${isFileSource}
function handler(event) {
  var request = event.request;
  if (!isFile(request.uri)) request.uri = '${basePath}/index.html';
  return request;
}`;
}
