import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

/**
 * `npm ci` refuses a lockfile that names an optional platform package (a native binding for another OS)
 * without recording it. That happens when the registry lacks the binding for the newest release, and it
 * is only seen on a clean install; this catches it on every test run instead.
 */
describe('package-lock.json', () => {
  it('records every optional platform package it names, so npm ci works on a clean clone', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!lock.packages[`node_modules/${name}`] && !lock.packages[`${path}/node_modules/${name}`]) {
          missing.push(`${path || 'root'} -> ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
