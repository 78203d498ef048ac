import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The code cites the requirements as `docs/spec.md §n`; each citation must name a section that exists. */
describe('references to the specification', () => {
  const spec = readFileSync('docs/spec.md', 'utf8');
  const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
  const tracked = execFileSync('git', ['ls-files', 'functions', 'management', 'site', 'infra', 'tests'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.(ts|tsx|astro|js|cjs)$/.test(path));

  it('resolve to a numbered heading of docs/spec.md', () => {
    const citations = tracked.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/docs\/spec\.md §(\d+)/g)].map((match) => ({
        path,
        section: match[1]!,
      })),
    );
    expect(citations.length).toBeGreaterThan(100);
    expect(citations.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  it('never point at a SPEC.md outside the repository', () => {
    const self = 'tests/unit/docs/spec-references.test.ts';
    const stale = tracked.filter((path) => path !== self && readFileSync(path, 'utf8').includes('SPEC.md'));
    expect(stale).toEqual([]);
  });
});
