import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The code cites the requirements as `docs/spec.md §n` or a bare `§n`; each must name a section that exists. */
describe('references to the specification', () => {
  const spec = readFileSync('docs/spec.md', 'utf8');
  const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
  const tracked = execFileSync('git', ['ls-files', 'functions', 'management', 'site', 'infra', 'tests'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.(ts|tsx|astro|js|cjs)$/.test(path));

  /**
   * Every `§n` in the code that is not another document's section: "§a, §b" and "§a and §b" cite each
   * number. An issue's sections ("issue #30 §2") and an outside standard's ("WebAuthn §5.8.5",
   * "SEC 2 §2.4.2", "RFC 9053 §7.1") are left out by the name before them on the line.
   */
  const bareCitations = (text: string) =>
    text.split('\n').flatMap((line) =>
      [...line.matchAll(/§(\d+(?:\.\d+)*)((?:\s*(?:,|and)\s*§?\d+(?:\.\d+)*)*)/g)].flatMap((match) => {
        const before = line.slice(0, match.index);
        if (/(issue #\d+|pull #\d+)\s*$/i.test(before) || outsideStandard.test(before)) return [];
        return [match[1]!, ...[...match[2]!.matchAll(/\d+(?:\.\d+)*/g)].map((more) => more[0])];
      }),
    );
  const outsideStandard = /\b(WebAuthn|RFC \d+|SEC \d|FIPS [\d-]+|CTAP\d?|COSE)\b/;

  it('cite each section as a numbered heading of docs/spec.md, bare or in a list', () => {
    const self = 'tests/unit/docs/spec-references.test.ts';
    const citations = tracked
      .filter((path) => path !== self)
      .flatMap((path) => bareCitations(readFileSync(path, 'utf8')).map((section) => ({ path, section })));
    expect(citations.length).toBeGreaterThan(150);
    expect(citations.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  it('read "§a, §b" and "§a and §b" as each section, and leave issues and standards out', () => {
    expect(bareCitations('toast durations (§8, §9) and delays (§2 and §12)')).toEqual(['8', '9', '2', '12']);
    expect(bareCitations('the desk (issue #30 §1); WebAuthn binds ES256 (§5.8.5); SEC 2 §2.4.2')).toEqual([]);
    expect(bareCitations('docs/spec.md §77')).toEqual(['77']);
  });

  it('never point at a SPEC.md outside the repository', () => {
    const self = 'tests/unit/docs/spec-references.test.ts';
    const stale = tracked.filter((path) => path !== self && readFileSync(path, 'utf8').includes('SPEC.md'));
    expect(stale).toEqual([]);
  });
});
