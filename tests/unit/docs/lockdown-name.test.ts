import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One name for the lockdown (docs/spec.md §13): identifiers in the code say lockdown. "Emergency" is
 * left to what others see (texts, routes, event and audit names: strings) and to the brief's
 * `emergencyLockdown` flag.
 */
const brief = new Set(['emergencyLockdown']);

/** The identifiers of a source that mention an emergency, strings, JSX text and comments left out. */
function emergencyNames(source: string, tsx: boolean): string[] {
  const file = ts.createSourceFile(
    tsx ? 'file.tsx' : 'file.ts',
    source,
    ts.ScriptTarget.Latest,
    false,
    tsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && /emergency/i.test(node.text)) names.push(node.text);
    node.forEachChild(visit);
  };
  visit(file);
  return names;
}

describe('the lockdown’s name in the code', () => {
  it('finds identifiers, not strings or comments', () => {
    expect(
      emergencyNames(
        "// the emergency switch\nconst emergencyState = { event: 'emergency-lockdown' };",
        false,
      ),
    ).toEqual(['emergencyState']);
  });

  it('is lockdown in every identifier but the brief’s emergencyLockdown flag', () => {
    const files = execFileSync('git', ['ls-files', 'functions', 'management/src', 'infra', 'site/src'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => /\.tsx?$/.test(path));
    // Only a file that says "emergency" somewhere can name it: the others are not parsed.
    const named = files.flatMap((path) => {
      const source = readFileSync(path, 'utf8');
      if (!/emergency/i.test(source)) return [];
      return emergencyNames(source, path.endsWith('.tsx'))
        .filter((name) => !brief.has(name))
        .map((name) => `${path}: ${name}`);
    });
    expect(named).toEqual([]);
  });
});
