// Writes the node_modules that the built server needs at run time, and nothing else.
//
//   node deploy/runtime-node-modules.mjs <server bundle dir> <output dir>
//   node deploy/runtime-node-modules.mjs apps/storefront/dist/server /tmp/runtime
//
// Why not `npm ci --omit=dev`: every package of the shop is a devDependency of the root
// package.json (the build bundles the workspace libraries into dist/server), so --omit=dev keeps
// almost nothing the server imports. Instead this script reads what the bundle really imports:
//   1. parses every .js file of the bundle (Vite's own parser) and collects the bare specifiers of
//      its static imports, re-exports and literal dynamic imports (node: builtins left out);
//   2. walks each package's dependencies, optionalDependencies and required peerDependencies as Node
//      resolves them (the package's own node_modules first, then each parent's), from the
//      node_modules that `npm ci` installed from the lockfile: the same versions as the build;
//   3. copies each package found to the same path under <output dir>/node_modules, without its
//      nested node_modules (those are copied only when they are part of the closure themselves).
// It fails when an import cannot be resolved, when a workspace package (@nordshop/*) is external
// (it must be bundled), or when a dynamic import has a computed specifier it cannot follow.
import { cpSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseAst } from 'vite';

const [bundleArg, outArg] = process.argv.slice(2);
if (!bundleArg || !outArg) {
  console.error('usage: node deploy/runtime-node-modules.mjs <server bundle dir> <output dir>');
  process.exit(2);
}
const root = process.cwd();
const bundleDir = resolve(bundleArg);
const outDir = resolve(outArg);

/** Every .js/.mjs file under a directory. */
function scriptsUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scriptsUnder(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

/** The module specifiers of one ES module: static imports, re-exports, dynamic imports. */
function specifiersOf(file) {
  const found = [];
  const computed = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      found.push(node.source.value);
    }
    if (node.type === 'ImportExpression') {
      if (node.source.type === 'Literal') found.push(node.source.value);
      else computed.push(node.start);
    }
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'require'
    ) {
      const [arg] = node.arguments;
      if (arg?.type === 'Literal') found.push(arg.value);
      else computed.push(node.start);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parseAst(readFileSync(file, 'utf8')));
  return { found, computed };
}

/** The package name of a bare specifier (`react-dom/server` → `react-dom`, `@a/b/c` → `@a/b`). */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The directory of package `name` as Node finds it from `fromDir`, or undefined. */
function resolvePackage(name, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === root) return undefined;
    const parent = dirname(dir);
    if (parent === dir || !parent.startsWith(root)) return undefined;
    dir = parent;
  }
}

const externals = new Set();
const problems = [];
for (const file of scriptsUnder(bundleDir)) {
  const { found, computed } = specifiersOf(file);
  for (const at of computed)
    problems.push(`${relative(root, file)}:${at}: a computed import() or require() specifier`);
  for (const specifier of found) {
    if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) continue;
    externals.add(packageNameOf(specifier));
  }
}
for (const name of externals) {
  if (name.startsWith('@nordshop/')) problems.push(`${name} is external; it must be bundled`);
}

// Breadth-first over the dependency closure; key: the package's directory.
const packages = new Map();
const queue = [...externals].map((name) => ({ name, from: root, optional: false, by: 'bundle' }));
while (queue.length > 0) {
  const { name, from, optional, by } = queue.shift();
  const dir = resolvePackage(name, from);
  if (!dir) {
    if (!optional) problems.push(`${name} (needed by ${by}) is not installed`);
    continue;
  }
  if (packages.has(dir)) continue;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  packages.set(dir, `${manifest.name}@${manifest.version}`);
  for (const dep of Object.keys(manifest.dependencies ?? {}))
    queue.push({ name: dep, from: dir, optional: false, by: manifest.name });
  for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
    queue.push({ name: dep, from: dir, optional: true, by: manifest.name });
  // An optional peer is used only when the app installs it for its own sake (drizzle-orm lists
  // every driver): when the server needs it, the bundle's imports bring it in.
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
    if (!optionalPeers[dep]?.optional)
      queue.push({ name: dep, from: dir, optional: false, by: manifest.name });
  }
}

if (problems.length > 0) {
  console.error(
    `runtime-node-modules: cannot list the server's packages:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}

for (const dir of packages.keys()) {
  const ownModules = join(dir, 'node_modules') + sep;
  cpSync(dir, join(outDir, relative(root, dir)), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !(source + sep).startsWith(ownModules),
  });
}
console.log(
  `runtime-node-modules: ${externals.size} packages imported by the server, ${packages.size} with their dependencies:`,
);
for (const id of [...packages.values()].sort()) console.log(`  ${id}`);
