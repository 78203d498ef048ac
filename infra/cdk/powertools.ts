import { Stack, Stage } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { buildSync } from 'esbuild';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

/** The Powertools version the functions were tested with: the one installed, from package-lock.json. */
export function powertoolsVersion(): string {
  const manifest = join(projectRoot, 'node_modules', '@aws-lambda-powertools', 'logger', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The Powertools modules the functions import (package → its subpaths), the only ones the layer carries.
 * tests/unit/infra/powertools-layer.test.ts fails when a function imports one not listed here.
 */
export const powertoolsModules: Record<string, string[]> = {
  logger: ['.', './middleware'],
  metrics: ['.', './middleware'],
  batch: ['.'],
  // Loaded only where a stage sets traceAwsCalls (functions/platform/observability.ts).
  tracer: ['.', './middleware'],
};

/** Where Lambda looks for a Node.js layer's packages: `/opt/nodejs/node_modules`. */
export const layerPackagesPath = join('nodejs', 'node_modules');

const fileOf = (subpath: string) => `${subpath === '.' ? 'index' : subpath.slice(2)}.mjs`;

/**
 * Builds the layer's content into `dir`: each module of `powertoolsModules` as one small ES module, and
 * the code they share (Powertools' commons, the Logger the Metrics log through) in a few chunks beside
 * them, so a cold start reads some eight files where the packages as published are some forty
 * (docs/decisions/0059-powertools-in-a-layer-of-our-own.md). The Tracer and the X-Ray SDK end up in the
 * Tracer's own files, read only when it is imported.
 */
export function buildPowertoolsLayer(dir: string): void {
  const scope = join(dir, layerPackagesPath, '@aws-lambda-powertools');
  const entryPoints = Object.entries(powertoolsModules).flatMap(([pkg, subpaths]) =>
    subpaths.map((subpath) => ({
      in: `@aws-lambda-powertools/${pkg}${subpath.slice(1)}`,
      out: join(pkg, fileOf(subpath).replace(/\.mjs$/, '')),
    })),
  );
  buildSync({
    entryPoints,
    outdir: scope,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: projectRoot,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    mainFields: ['module', 'main'],
    // The X-Ray SDK the Tracer brings is CommonJS and require()s Node's built-ins.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const version = powertoolsVersion();
  for (const [pkg, subpaths] of Object.entries(powertoolsModules)) {
    const exports = Object.fromEntries(subpaths.map((subpath) => [subpath, `./${fileOf(subpath)}`]));
    const manifest = { name: `@aws-lambda-powertools/${pkg}`, version, type: 'module', exports };
    writeFileSync(join(scope, pkg, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

const builtLayers = new Set<string>();

/**
 * The layer's content, built once per synth into the cloud assembly's directory, which the synth copies
 * it from into the layer's asset. Built afresh rather than reused: a cdk.out kept from an earlier synth
 * may hold another Powertools version.
 */
function powertoolsLayerDirectory(scope: Stack): string {
  const dir = join(Stage.of(scope)!.outdir, 'powertools-layer');
  if (!builtLayers.has(dir)) {
    rmSync(dir, { recursive: true, force: true });
    buildPowertoolsLayer(dir);
    builtLayers.add(dir);
  }
  return dir;
}

/**
 * Powertools for AWS Lambda (Logger, Metrics, batch, and the Tracer with the X-Ray SDK) at the version
 * in package-lock.json, in a layer of our own built at synth from node_modules: the bundles leave these
 * packages out (bundling.ts), and AWS's public Powertools layer, which ships them as published, cost
 * each cold start as much as the AWS SDK's whole DynamoDB client. One per stack, shared by every function.
 */
export function powertoolsLayer(scope: Stack): ILayerVersion {
  const id = 'PowertoolsLayer';
  const existing = scope.node.tryFindChild(id) as ILayerVersion | undefined;
  if (existing) return existing;
  return new LayerVersion(scope, id, {
    code: Code.fromAsset(powertoolsLayerDirectory(scope)),
    compatibleRuntimes: [Runtime.NODEJS_24_X],
    compatibleArchitectures: [Architecture.ARM_64],
    description: `Powertools for AWS Lambda (TypeScript) ${powertoolsVersion()}, bundled`,
    license: 'MIT-0',
  });
}
