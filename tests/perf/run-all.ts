/**
 * `npm run bench`: runs every benchmark in tests/perf/ one after another (they share two cores, so never
 * at once), shows their output as it comes, and writes it all to tests/perf/results/latest.md.
 * Benchmarks print figures; none of them asserts a timing.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const here = import.meta.dirname;
const only = process.argv.slice(2);

function run(script: string): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(here, script)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += String(chunk);
    });
    child.on('exit', (code) => resolve({ output, code }));
  });
}

const scripts = (await readdir(here))
  .filter((name) => name.endsWith('.ts') && name !== 'run-all.ts')
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .sort();

const sections = [`# Benchmarks\n\nRun on ${new Date().toISOString()} with Node ${process.version}.\n`];
let failed = 0;
for (const script of scripts) {
  console.log(`\n== ${script} ==`);
  const { output, code } = await run(script);
  if (code !== 0) failed += 1;
  sections.push(`## ${script}${code === 0 ? '' : ` (exited ${code})`}\n\n${output.trim()}\n`);
}
await mkdir(join(here, 'results'), { recursive: true });
await writeFile(join(here, 'results', 'latest.md'), sections.join('\n'));
console.log(`\nWrote tests/perf/results/latest.md (${scripts.length} benchmarks, ${failed} failed).`);
process.exit(failed === 0 ? 0 : 1);
