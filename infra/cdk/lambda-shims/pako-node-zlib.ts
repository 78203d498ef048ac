import { deflateSync, inflateSync } from 'node:zlib';

/**
 * Stands in for `pako` inside the Lambda bundles (infra/cdk/bundling.ts). pdf-lib deflates its content
 * streams with it and @pdf-lib/standard-fonts inflates its font metrics; Node's own zlib makes and
 * reads the same zlib streams, so the exports bundle does without pako's 45 KB of JavaScript zlib.
 */
export default {
  deflate: (data: Uint8Array): Uint8Array => new Uint8Array(deflateSync(data)),
  inflate: (data: Uint8Array): Uint8Array => new Uint8Array(inflateSync(data)),
};
