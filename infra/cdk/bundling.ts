import type { BuildOptions } from 'esbuild';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

const shims = join(projectRoot, 'infra/cdk/lambda-shims');

/** Modules replaced inside the bundles; each shim says why. */
const lambdaAliases = {
  '@aws-sdk/credential-provider-node': join(shims, 'env-credentials.ts'),
  'node:http': join(shims, 'node-http.cjs'),
  '@pdf-lib/upng': join(shims, 'no-png.ts'),
  pako: join(shims, 'pako-node-zlib.ts'),
  '@aws-sdk/client-sesv2': join(shims, 'ses-send-email.mjs'),
  '@aws-sdk/client-sqs': join(shims, 'sqs-send-message-batch.mjs'),
  'mnemonist/lru-cache': join(shims, 'lru-cache.ts'),
  '@peculiar/x509': join(shims, 'no-attestation-certificates.ts'),
  '@peculiar/asn1-android': join(shims, 'no-attestation-certificates.ts'),
  '@peculiar/asn1-x509': join(shims, 'no-attestation-certificates.ts'),
  '@peculiar/asn1-rsa': join(shims, 'no-attestation-certificates.ts'),
  '@peculiar/asn1-x509-post-quantum': join(shims, 'no-attestation-certificates.ts'),
  '@peculiar/asn1-schema': join(shims, 'ecdsa-signature.ts'),
  '@peculiar/asn1-ecc': join(shims, 'ecdsa-signature.ts'),
  'reflect-metadata': join(shims, 'no-reflect-metadata.ts'),
  '@smithy/core/event-streams': join(shims, 'no-event-streams.ts'),
  '@otplib/plugin-crypto-noble': join(shims, 'otp-node-crypto.ts'),
};

/**
 * Packages the Lambdas get from a layer rather than from their bundle: Powertools for AWS Lambda
 * (Logger, Metrics, batch, Tracer), from the stack's own Powertools layer (infra/cdk/powertools.ts).
 * Inside each bundle they would take some 34 KB of its 400 KB budget, or with the Tracer and the X-Ray
 * SDK some 155 KB; the layer bundles them once, for every function.
 */
export const layerProvidedModules = ['@aws-lambda-powertools/*'];

/**
 * Files each Lambda reads at run time, put beside its bundle (where `new URL(file, import.meta.url)`
 * finds them) rather than inside it: the common-password list (functions/contract/passwords.ts) would
 * take 164 KB of every bundle's budget and of every cold start, yet only password-setting calls read it.
 */
export const lambdaDataFiles = ['functions/contract/common-passwords.txt'];

/**
 * How every Lambda of the product is bundled. The CDK app gives these to NodejsFunction, and the bundle
 * benchmark and the bundle-size budget test give esbuild the same, so what they measure is what ships.
 * An ESM bundle for Node 24, minified, with external source maps and the AWS SDK inside (the versions the
 * tests ran against rather than whatever the runtime carries); only Powertools comes from its layer.
 */
export const lambdaBundling = {
  target: 'node24',
  minify: true,
  sourcesContent: false,
  bundleAwsSDK: true,
  externalModules: layerProvidedModules,
  mainFields: ['module', 'main'],
  // CommonJS dependencies inside an ESM bundle still call require() for Node's built-ins.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  // NodejsFunction renders each as `--alias:from=to`.
  esbuildArgs: { '--alias': Object.entries(lambdaAliases).map(([from, to]) => `${from}=${to}`) },
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) =>
      lambdaDataFiles.map((file) => `cp "${join(inputDir, file)}" "${outputDir}/"`),
  },
} as const;

/** The esbuild options NodejsFunction derives from `lambdaBundling` (ESM format, external source map). */
export function lambdaEsbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: lambdaBundling.target,
    minify: lambdaBundling.minify,
    sourcemap: 'external',
    sourcesContent: lambdaBundling.sourcesContent,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    alias: lambdaAliases,
    external: layerProvidedModules,
    logLevel: 'silent',
  };
}
