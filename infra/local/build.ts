import { spawn } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from './config.ts';

interface FrontEnd {
  script: string;
  sources: string[];
  output: string;
}

/** The two front ends, what each is built from, and the npm script that builds it. */
const frontEnds: FrontEnd[] = [
  {
    script: 'build:site',
    sources: ['site', 'functions/contract', 'infra/inline-scripts.ts'],
    output: 'site/dist',
  },
  {
    script: 'build:management',
    sources: ['management', 'functions/contract', 'infra/inline-scripts.ts'],
    output: 'management/dist',
  },
];

const skipped = new Set(['node_modules', 'dist', '.astro']);
const stampName = '.build-stamp';

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(
    entries.filter((name) => !skipped.has(name)).map((name) => newestChange(join(path, name))),
  );
  return Math.max(info.mtimeMs, ...times);
}

function run(script: string, signal?: AbortSignal): Promise<void> {
  signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    // A process group of its own, so a stop ends npm and the builder it started (npm alone would leave
    // the builder printing on): at an abort, and when this process exits before the build does.
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: projectRoot,
      stdio: 'inherit',
      detached: true,
    });
    const stop = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Gone already: its exit is on its way.
      }
    };
    signal?.addEventListener('abort', stop, { once: true });
    process.once('exit', stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`npm run ${script} ${code === null ? 'stopped' : `failed (exit ${code})`}`));
    });
  });
}

/**
 * Builds each front end whose sources changed since its last build, and reuses the others; `signal`
 * stops a build under way.
 */
export async function ensureFrontEndsBuilt(log: (line: string) => void, signal?: AbortSignal): Promise<void> {
  for (const frontEnd of frontEnds) {
    const stamp = join(projectRoot, frontEnd.output, stampName);
    const built = (await stat(stamp).catch(() => undefined))?.mtimeMs ?? 0;
    const changed = Math.max(
      ...(await Promise.all(frontEnd.sources.map((s) => newestChange(join(projectRoot, s))))),
    );
    if (built > changed) {
      log(`Reusing the build in ${frontEnd.output}`);
      continue;
    }
    log(`Building ${frontEnd.output} ...`);
    await run(frontEnd.script, signal);
    await writeFile(stamp, new Date().toISOString());
  }
}
