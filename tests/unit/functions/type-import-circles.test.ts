import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * import-x/no-cycle passes over `import type` (eslint-plugin-import-x 4 has no option to follow it), so
 * this holds the rest: no circle of any kind, type imports included, in functions/ and the SPA.
 */
const sources = execFileSync('git', ['ls-files', 'functions', 'management/src'], { encoding: 'utf8' })
  .split('\n')
  .filter((path) => /\.tsx?$/.test(path) && existsSync(path));

/** The tree's file an import names, or null for a package. */
function resolved(from: string, specifier: string): string | null {
  const path = specifier.startsWith('#contract/')
    ? `functions/contract/${specifier.slice('#contract/'.length)}`
    : specifier.startsWith('#functions/')
      ? `functions/${specifier.slice('#functions/'.length)}`
      : specifier.startsWith('.')
        ? normalize(join(dirname(from), specifier))
        : null;
  if (path === null) return null;
  return (
    [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((file) => sources.includes(file)) ?? null
  );
}

/** Every import and re-export of each file, `import type` and `export type … from` included. */
const graph = new Map(
  sources.map((path) => [
    path,
    ts
      .preProcessFile(readFileSync(path, 'utf8'), true, false)
      .importedFiles.map((imported) => resolved(path, imported.fileName))
      .filter((target): target is string => target !== null),
  ]),
);

/** The strongly connected components of more than one file, or of one that imports itself (Tarjan). */
function circles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports in functions/ and the SPA', () => {
  it('read every file, type imports included', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('functions/contract/amounts.ts')).toEqual([]);
  });

  it('make no circle, not even of type imports', () => {
    expect(circles()).toEqual([]);
  });
});
