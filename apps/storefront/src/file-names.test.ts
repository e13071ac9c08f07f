import { readdirSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// One name, one file: a name found in two folders (a server cache and a browser cache both called
// page-cache.ts) leaves the reader to guess which is meant. A library's index.ts is the exception.

const SOURCE = resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each base name (without .ts or .tsx) held by more than one file, with those files. */
export function sharedNames(files: readonly string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const file of files) {
    const name = basename(file).replace(/\.tsx?$/, '');
    if (name === 'index') continue;
    byName.set(name, [...(byName.get(name) ?? []), file]);
  }
  return Object.fromEntries([...byName].filter(([, paths]) => paths.length > 1));
}

describe('storefront file names', () => {
  it('finds a name held by two files, whatever their extensions', () => {
    expect(
      sharedNames(['server/page-cache.ts', 'routing/page-cache.tsx', 'a/index.ts', 'b/index.ts']),
    ).toEqual({ 'page-cache': ['server/page-cache.ts', 'routing/page-cache.tsx'] });
    expect(sharedNames(['a/page-cache.ts', 'a/page-cache.test.ts'])).toEqual({});
  });

  it('are each held by one file', () => {
    const files = sourceFiles(SOURCE).map((path) => relative(SOURCE, path));
    expect(files.length).toBeGreaterThan(100);
    expect(sharedNames(files)).toEqual({});
  });
});
