import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

// The folders of an app import each other in one direction only: a folder never imports, even
// through others, a folder that imports it. Every import counts (types, re-exports, lazy import()).
// The storefront's and the API's folder-graph tests use these.

/** The source files under `dir` (tests left out: they may reach anywhere). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** folder → folders it imports, with one file import as the example of each edge. */
export function folderGraph(
  files: readonly string[],
  folderOf: (path: string) => string,
  nameOf: (path: string) => string = (path) => path,
): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderOf(file);
    const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles;
    for (const { fileName } of imports) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(resolve(dirname(file), fileName));
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${nameOf(file)} → ${fileName}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Every edge that closes a cycle (found by depth-first search), as "a → b (file → import)". */
export function edgesBackUp(graph: Map<string, Map<string, string>>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const back: string[] = [];
  const visit = (folder: string) => {
    state.set(folder, 'open');
    for (const [to, example] of graph.get(folder) ?? []) {
      const seen = state.get(to);
      if (seen === 'open') back.push(`${folder} → ${to} (${example})`);
      else if (seen === undefined) visit(to);
    }
    state.set(folder, 'done');
  };
  for (const folder of [...graph.keys()].sort()) if (!state.has(folder)) visit(folder);
  return back;
}
