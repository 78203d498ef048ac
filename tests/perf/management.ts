/**
 * The management app's weight and speed: the gzip JavaScript a student's first screen after sign-in
 * needs (the dashboard, loaded fresh in a signed-in tab), what the sign-in itself adds on top of the
 * login screen, and the Lighthouse performance score of /management/login. The built app runs on the
 * local server over a seeded DynamoDB Local; Debian's Chromium does the loading.
 *
 *   node tests/perf/management.ts
 *
 * Targets (issue 7): ≤ 150 KB of JavaScript (gzip) for the first student screen; Lighthouse ≥ 90. An
 * admin's first screen (the dashboard) is held to the same 150 KB.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../infra/local/config.ts';
import { startLocalStack } from '../../infra/local/stack.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { submitSignIn } from '../e2e/support/sign-in.ts';

const run = promisify(execFile);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

const lighthouseRuns = 3;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JavaScript file the page downloads while `action` runs, with its gzip size. */
async function scriptsLoadedDuring(page: Page, action: () => Promise<void>) {
  const files = new Map<string, number>();
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: Awaited<ReturnType<Page['waitForResponse']>>) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        files.set(new URL(response.url()).pathname.split('/').pop()!, gzipSync(body).length);
      }),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await Promise.all(pending);
  return files;
}

function report(title: string, files: Map<string, number>) {
  const total = [...files.values()].reduce((sum, size) => sum + size, 0);
  console.log(`\n${title}: ${kb(total)} gzip in ${files.size} files`);
  for (const [name, size] of [...files].sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(size).padStart(9)}  ${name}`);
  return total;
}

const metricNames = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

async function lighthousePerformance(url: string, outputPath: string) {
  await run(
    join(projectRoot, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--chrome-path=${chromePath}`,
      `--chrome-flags=${chromeFlags}`,
      '--form-factor=mobile',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${outputPath}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const result = JSON.parse(await readFile(outputPath, 'utf8')) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, { displayValue?: string }>;
  };
  return {
    score: Math.round((result.categories.performance.score ?? 0) * 100),
    metrics: metricNames.map((name) => `${name} ${result.audits[name]?.displayValue ?? '?'}`),
  };
}

/**
 * The scripts a signed-in tab downloads when loaded afresh at `path` with nothing cached (the same tab,
 * so the same session): everything its first screen needs, done when the screen's heading shows.
 */
async function reloadedAfresh(page: Page, path: string, heading: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return scriptsLoadedDuring(page, async () => {
    await page.goto(`${origin}${path}`);
    await page.getByRole('heading', { name: heading }).waitFor();
  });
}

const stack = await startLocalStack({
  tableName: 'management-perf',
  stage: 'test',
  seed: true,
  frontEnds: true,
  log: (line) => console.log(line),
});
const { origin } = stack;
const workDir = await mkdtemp(join(tmpdir(), 'hostel-management-perf-'));
const student = stack.accounts!.find((account) => account.role === 'student')!;
const admin = stack.accounts!.find((account) => account.role === 'admin')!;
const browser = await launchBrowser();

try {
  const page = await (await browser.newContext()).newPage();
  const login = await scriptsLoadedDuring(page, async () => {
    await page.goto(`${origin}/management/login`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
  const signIn = await scriptsLoadedDuring(page, async () => {
    await submitSignIn(page, student);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
  const firstScreen = await reloadedAfresh(page, '/management/student', 'Dashboard');
  const adminChunks = [...firstScreen.keys()].filter((name) => name.startsWith('admin-'));

  // An admin's first screen the same way: signed in, then the dashboard loaded afresh in that tab.
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto(`${origin}/management/login`);
  await submitSignIn(adminPage, admin);
  await adminPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  const adminFirstScreen = await reloadedAfresh(adminPage, '/management/admin', 'Dashboard');

  report('Login screen', login);
  report('Added by signing in and landing on the dashboard', signIn);
  const total = report(
    "Student's first screen after sign-in (fresh load of /management/student)",
    firstScreen,
  );
  console.log(
    `  admin code downloaded by the student: ${adminChunks.length ? adminChunks.join(', ') : 'none'}`,
  );
  const adminTotal = report(
    "Admin's first screen after sign-in (fresh load of /management/admin)",
    adminFirstScreen,
  );

  // One Lighthouse run swings by several points with whatever else the machine is doing; the median
  // of a few is the figure, and every run is shown.
  console.log(`\nRunning Lighthouse on /management/login ${lighthouseRuns} times ...`);
  const runs = [];
  for (let i = 0; i < lighthouseRuns; i += 1) {
    const result = await lighthousePerformance(`${origin}/management/login`, join(workDir, 'report.json'));
    console.log(`  ${result.score}: ${result.metrics.join(', ')}`);
    runs.push(result);
  }
  const { score } = runs.sort((a, b) => a.score - b.score)[Math.floor(lighthouseRuns / 2)]!;
  console.log(`\n| figure | value | target |`);
  console.log(`| --- | --- | --- |`);
  console.log(`| JS (gzip) for the student's first screen | ${kb(total)} | ≤ 150 KB |`);
  console.log(`| JS (gzip) for the admin's first screen | ${kb(adminTotal)} | ≤ 150 KB |`);
  console.log(
    `| Lighthouse performance, /management/login (mobile, median of ${lighthouseRuns}) | ${score} | ≥ 90 |`,
  );
} finally {
  await browser.close();
  await stack.stop();
  await rm(workDir, { recursive: true, force: true });
}
