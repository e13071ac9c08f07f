import { relative, resolve, sep } from 'node:path';
import { edgesBackUp, folderGraph, sourceFiles } from '@nordshop/api/testing/folder-graph';
import { describe, expect, it } from 'vitest';

// The storefront's folders import each other in one direction only: a folder never imports, even
// through others, a folder that imports it. Every import counts (types, re-exports, lazy import()).

const SOURCE = resolve(import.meta.dirname);
const ROOT_FOLDER = '(root)';

function folderOf(path: string): string {
  const parts = relative(SOURCE, path).split(sep);
  return parts.length > 1 ? parts[0]! : ROOT_FOLDER;
}

describe('storefront folders', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['cart', new Map([['account', 'cart/a.ts → ../account/b']])],
      ['account', new Map([['cart', 'account/b.ts → ../cart/a']])],
    ]);
    expect(edgesBackUp(graph)).toHaveLength(1);
    expect(edgesBackUp(new Map([['cart', new Map([['account', 'x']])]]))).toEqual([]);
  });

  it('import each other in one direction only', () => {
    const graph = folderGraph(sourceFiles(SOURCE), folderOf, (file) => relative(SOURCE, file));
    expect(graph.size).toBeGreaterThan(10);
    expect(edgesBackUp(graph)).toEqual([]);
  });
});
