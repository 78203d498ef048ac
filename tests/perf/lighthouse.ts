/**
 * Lighthouse over every public page: the built site on the local server (over a seeded DynamoDB Local, so
 * the pages' API calls answer as they do in production), audited by npm `lighthouse` driving Debian's
 * Chromium with mobile settings. Prints the four category scores, the JavaScript and total bytes
 * transferred (text compressed as the CDN compresses it) for each page.
 *
 *   node tests/perf/lighthouse.ts            every public page
 *   node tests/perf/lighthouse.ts /faq /     only these pages
 *
 * Targets (issue 6): performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100, JavaScript
 * ≤ 80 KB gzip on every page.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from '../../infra/local/config.ts';
import { startLocalStack } from '../../infra/local/stack.ts';
import { publicPages } from '../e2e/site/public-pages.ts';

const run = promisify(execFile);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { details?: { items?: Array<{ resourceType: string; transferSize: number }> } }>;
}

async function audit(url: string, outputPath: string) {
  await run(
    join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=${chromeFlags}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(outputPath, 'utf8')) as LighthouseReport;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const resources = report.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scriptBytes: bytes('script'),
    totalBytes: bytes('total'),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startLocalStack({
  tableName: 'lighthouse',
  stage: 'test',
  seed: true,
  frontEnds: true,
  log: (line) => console.log(line),
});
const { origin } = stack;
const workDir = await mkdtemp(join(tmpdir(), 'hostel-lighthouse-'));

try {
  const rows: string[][] = [];
  const only = process.argv.slice(2);
  const paths = only.length ? only : publicPages.map((page) => page.path);
  for (const path of paths) {
    console.log(`Auditing ${path} ...`);
    const result = await audit(`${origin}${path}`, join(workDir, 'report.json'));
    rows.push([
      path,
      String(result.performance),
      String(result.accessibility),
      String(result.bestPractices),
      String(result.seo),
      kb(result.scriptBytes),
      kb(result.totalBytes),
    ]);
  }
  const header = ['page', 'perf', 'a11y', 'best practices', 'seo', 'JS (gzip)', 'total'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nLighthouse ${chromePath}, mobile settings, ${new Date().toISOString()}\n`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
} finally {
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
