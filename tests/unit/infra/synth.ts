import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FrontEndBuilds } from '../../../infra/cdk/cdn.ts';
import { readConfig } from '../../../infra/cdk/config.ts';
import { defineProduct } from '../../../infra/cdk/product-app.ts';

export const testContext = {
  publicOrigin: 'https://hostel.example.edu',
  senderEmail: 'noreply@example.edu',
  timeZone: 'Africa/Accra',
};

// Every synth writes a cloud assembly of some 20 MB (CDK's own assets): removed once the file is done
// (setup.ts). The files of a worker share this module (vitest.config.ts), so each file's are its own.
const temporaryDirs: string[] = [];

export function removeTemporaryDirs(): void {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/**
 * Small stand-ins for the two builds: the pages the CDN logic cares about, and source maps beside the
 * scripts, as the management build keeps them (infra/published-files.ts), nothing else.
 */
export function fakeBuilds(): FrontEndBuilds {
  const root = temporaryDir('hostel-builds-');
  const files = [
    'site/index.html',
    'site/404.html',
    'site/about/index.html',
    'site/rooms/index.html',
    'site/_astro/app.js',
    'site/_astro/app.js.map',
    'management/index.html',
    'site/service-worker.js',
    'site/service-worker.js.map',
    'management/assets/index.js',
    'management/assets/index.js.map',
  ];
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `<!-- ${file} -->`);
  }
  return { site: join(root, 'site'), management: join(root, 'management') };
}

export const testEnv = { account: '123456789012', region: 'eu-west-1' };

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Adds constructs to the main stack before synthesis. */
  addToStack?: (stack: Stack) => void;
  /**
   * Also run CDK's built-in CloudFormation template validation (about ten seconds): one test file does,
   * the others only need the template.
   */
  validateTemplates?: boolean;
}

/**
 * Synthesises the product as `cdk synth` would, cdk-nag included, minus the esbuild bundling (skipped
 * through CDK's own switch, the context the CLI sets for `--exclusively`), which `npm run synth` covers.
 */
export function synthesise(options: SynthOptions = {}) {
  const app = new App({
    outdir: temporaryDir('hostel-cdk-'),
    context: { 'aws:cdk:bundling-stacks': [], ...testContext, ...options.context },
    builtinCloudFormationValidation: options.validateTemplates ?? false,
  });
  const config = readConfig((key) => app.node.tryGetContext(key));
  const product = defineProduct(app, { config, builds: fakeBuilds(), env: testEnv });
  options.addToStack?.(product.stack);
  const assembly = app.synth();
  return {
    app,
    assembly,
    template: Template.fromStack(product.stack),
    ...(product.waf ? { wafTemplate: Template.fromStack(product.waf) } : {}),
  };
}

/**
 * A synth takes a few seconds alone; with cdk-nag and template validation beside two e2e lanes on a
 * loaded 2-core machine one took over 60 s (28 Nov), so the hook waits longer than the tests do.
 */
export const synthTimeout = 180_000;
