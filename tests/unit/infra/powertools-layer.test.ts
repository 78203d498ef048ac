import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { projectRoot } from '../../../infra/cdk/paths.ts';
import { powertoolsModules } from '../../../infra/cdk/powertools.ts';
import { provideLayer } from '../../support/lambda-bundles.ts';
import { temporaryDir } from './synth.ts';

/** Every `@aws-lambda-powertools/...` specifier in the functions' sources, imports and dynamic imports. */
function powertoolsImportsOfFunctions(): string[] {
  const dir = join(projectRoot, 'functions');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  );
  const specifiers = files.flatMap((file) =>
    [...readFileSync(join(dir, file), 'utf8').matchAll(/['"](@aws-lambda-powertools\/[^'"]+)['"]/g)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(specifiers)].sort();
}

let outDir: string;
beforeAll(async () => {
  outDir = temporaryDir('hostel-powertools-layer-test-');
  await provideLayer(outDir);
});

describe('the Powertools layer', () => {
  test('carries every Powertools module the functions import', () => {
    const carried = Object.entries(powertoolsModules).flatMap(([pkg, subpaths]) =>
      subpaths.map((subpath) => `@aws-lambda-powertools/${pkg}${subpath.slice(1)}`),
    );
    const imported = powertoolsImportsOfFunctions();
    expect(imported.length).toBeGreaterThan(5);
    for (const specifier of imported) expect(carried, specifier).toContain(specifier);
  });

  test('gives a function on its resolve path the classes and middlewares it uses, Tracer included', () => {
    const probe = join(outDir, 'probe.mjs');
    writeFileSync(
      probe,
      [
        "import { Logger } from '@aws-lambda-powertools/logger';",
        "import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';",
        "import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';",
        "import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';",
        "import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';",
        "import { Tracer } from '@aws-lambda-powertools/tracer';",
        "import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';",
        'const logger = new Logger({ serviceName: "probe" });',
        'const metrics = new Metrics({ serviceName: "probe", namespace: "Probe", logger });',
        'const tracer = new Tracer({ serviceName: "probe" });',
        'new BatchProcessor(EventType.SQS);',
        'logger.info("probe", { unit: MetricUnit.Count });',
        'console.log([injectLambdaContext, logMetrics, processPartialResponse, captureLambdaHandler].map((f) => typeof f).join(","), typeof metrics.addMetric, typeof tracer.captureAWSv3Client);',
      ].join('\n'),
    );
    const loaded = spawnSync(process.execPath, [probe], {
      encoding: 'utf8',
      env: { ...process.env, POWERTOOLS_TRACE_ENABLED: 'true', POWERTOOLS_DEV: 'false' },
    });
    expect(loaded.stderr).toBe('');
    const lines = loaded.stdout.trim().split('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'INFO',
      message: 'probe',
      service: 'probe',
      unit: 'Count',
    });
    expect(lines[1]).toBe('function,function,function,function function function');
  });
});
