/**
 * Stands in for `@pdf-lib/upng` inside the Lambda bundles (infra/cdk/bundling.ts). pdf-lib imports it for
 * `embedPng` alone, and no PDF of ours holds an image; the 24 KB it would add to the exports bundle is
 * what lets that bundle carry the booking letter within its budget. A PDF that one day embeds a PNG
 * fails here, loudly, rather than growing every cold start unnoticed.
 */
const unbundled = () => {
  throw new Error('PNG embedding is not bundled into the Lambdas (infra/cdk/lambda-shims/no-png.ts)');
};

export default { decode: unbundled, toRGBA8: unbundled };
