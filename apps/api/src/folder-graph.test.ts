import { relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgesBackUp, folderGraph, sourceFiles } from '../testing/folder-graph';

// The API's folders: one per capability (catalog, search, cart, checkout, orders, payments,
// shipping, auth, account, returns, content, media, reports) over the platform (platform/db,
// platform/http, platform/cache, platform/limits, platform/outbox, platform/telemetry,
// platform/util), composed by the files at the root (app, services, config, cli).
// docs/architecture.md draws them.

const SOURCE = resolve(import.meta.dirname);
const ROOT = '(root)';

/** A file's folder: `(root)`, a module, `platform/<part>`, or `../<folder>` outside src (the seed, test tools). */
function folderOf(path: string): string {
  const parts = relative(SOURCE, path).split(sep);
  if (parts[0] === '..') return `../${parts[1]}`;
  if (parts.length === 1) return ROOT;
  return parts[0] === 'platform' && parts.length > 2 ? `platform/${parts[1]}` : parts[0]!;
}

const graph = folderGraph(sourceFiles(SOURCE), folderOf, (file) => relative(SOURCE, file));
const edges = [...graph].flatMap(([from, targets]) =>
  [...targets].map(([to, example]) => ({ from, to, example })),
);

describe('API folders', () => {
  it('import each other in one direction only', () => {
    expect(graph.size).toBeGreaterThan(15);
    expect(edgesBackUp(graph)).toEqual([]);
  });

  it('would show an import that runs back up', () => {
    const planted = new Map([...graph].map(([from, targets]) => [from, new Map(targets)]));
    planted.get('platform/db')!.set('checkout', 'platform/db/schema.ts → ../../checkout/x');
    // The modules reach the database through the platform: one import up from it closes loops.
    expect(edgesBackUp(graph)).toEqual([]);
    expect(edgesBackUp(planted).length).toBeGreaterThan(0);
  });

  it('keep the platform below every module', () => {
    const upward = edges.filter(
      ({ from, to }) => from.startsWith('platform/') && !to.startsWith('platform/'),
    );
    expect(upward.map(({ example }) => example)).toEqual([]);
  });

  it('leave the composition of the app to the root files', () => {
    const intoRoot = edges.filter(({ to }) => to === ROOT);
    expect(intoRoot.map(({ example }) => example)).toEqual([]);
  });

  it('keep the demo seed to the root and the test tools out of the shop', () => {
    const outside = edges.filter(
      ({ from, to }) => to.startsWith('../') && !(from === ROOT && to === '../seed'),
    );
    expect(outside.map(({ example }) => example)).toEqual([]);
  });
});
