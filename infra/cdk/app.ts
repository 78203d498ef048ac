import { App } from 'aws-cdk-lib';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { readConfig } from './config.ts';
import { projectRoot } from './paths.ts';
import { defineProduct } from './product-app.ts';

/**
 * The CDK app (cdk.json runs it). It builds both front ends for the public origin being deployed (the
 * site's canonical URLs and sitemap carry it), then declares the stacks. `-c build=false` deploys the
 * builds already on disk.
 */
const app = new App();
const config = readConfig((key) => app.node.tryGetContext(key));

if (config.build) {
  // The build's own output goes to stderr: the CDK CLI keeps stdout for itself.
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: projectRoot,
    env: { ...process.env, SITE_ORIGIN: config.publicOrigin },
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.status !== 0)
    throw new Error(`npm run build failed (exit ${result.status}); nothing was synthesised`);
}

defineProduct(app, {
  config,
  builds: { site: join(projectRoot, 'site', 'dist'), management: join(projectRoot, 'management', 'dist') },
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

app.synth();
