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

function run(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: projectRoot, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run ${script} failed (exit ${code})`)),
    );
  });
}

/** Builds each front end whose sources changed since its last build, and reuses the others. */
export async function ensureFrontEndsBuilt(log: (line: string) => void): Promise<void> {
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
    await run(frontEnd.script);
    await writeFile(stamp, new Date().toISOString());
  }
}
