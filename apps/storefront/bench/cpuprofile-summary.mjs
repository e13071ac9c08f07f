// Where a V8 CPU profile (.cpuprofile) spends its time, by category: each sample's innermost frame
// gives the self time, and every category found anywhere in the sample's stack gets the sample in
// its total. Frames of the bundled server (dist/server/*.js) are mapped through their source maps
// (build with `--sourcemap`) to the original file, so the API, the contract's client and the
// storefront's own code are told apart.
// Usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [top=25]
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Categories in the order they are tried: the first whose test matches a frame's source wins. */
const CATEGORIES = [
  ['idle', (f) => f.functionName === '(idle)'],
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  ['database: PGlite (WASM engine)', (f) => /@electric-sql[\\/]|^wasm:/.test(f.source)],
  ['database: pg driver', (f) => /node_modules[\\/](pg|pg-protocol|pg-pool)[\\/]/.test(f.source)],
  ['database: Drizzle ORM', (f) => /drizzle-orm/.test(f.source)],
  ['API: zod (request/answer schemas)', (f) => /node_modules[\\/]zod[\\/]/.test(f.source)],
  ['API: handlers and queries (apps/api)', (f) => /apps[\\/]api[\\/]src/.test(f.source)],
  ['API: Hono', (f) => /node_modules[\\/]hono[\\/]/.test(f.source)],
  ['API contract client (libs/api-contract)', (f) => /libs[\\/]api-contract/.test(f.source)],
  [
    'React render (react-dom/server)',
    (f) => /node_modules[\\/](react-dom|react)[\\/]/.test(f.source),
  ],
  ['router: dehydration (seroval)', (f) => /node_modules[\\/]seroval/.test(f.source)],
  [
    'router: TanStack (matching, links, head)',
    (f) => /node_modules[\\/]@tanstack[\\/]/.test(f.source),
  ],
  ['i18n (i18next)', (f) => /node_modules[\\/](i18next|react-i18next)[\\/]/.test(f.source)],
  [
    'storefront server (apps/storefront/src/server)',
    (f) => /apps[\\/]storefront[\\/]src[\\/]server/.test(f.source),
  ],
  [
    'storefront pages and layout (apps/storefront/src)',
    (f) => /apps[\\/]storefront[\\/]src/.test(f.source),
  ],
  ['libraries (libs/*)', (f) => /[\\/]libs[\\/]/.test(f.source)],
  ['other npm packages', (f) => /node_modules/.test(f.source)],
  ['node internals (streams, http, zlib, URL)', (f) => /^node:/.test(f.source)],
  ['V8 builtins and native (JSON, RegExp, program)', () => true],
];

const file = process.argv[2];
const top = Number(process.argv[3] ?? 25);
if (!file) {
  console.error('Usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [top=25]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** Source maps of the bundled files, by URL (null when the file has none). */
const maps = new Map();
function mapOf(url) {
  if (!maps.has(url)) {
    const path = url.startsWith('file://') ? fileURLToPath(url) : url;
    maps.set(
      url,
      existsSync(`${path}.map`)
        ? { map: new TraceMap(readFileSync(`${path}.map`, 'utf8')), dir: dirname(path) }
        : null,
    );
  }
  return maps.get(url);
}

/** A frame with the original source file (through the source map when there is one). */
function frameOf(callFrame) {
  const { url, functionName, lineNumber, columnNumber } = callFrame;
  const mapped = url ? mapOf(url) : null;
  if (mapped && lineNumber >= 0) {
    const position = originalPositionFor(mapped.map, {
      line: lineNumber + 1,
      column: columnNumber,
    });
    if (position.source)
      return {
        functionName,
        source: resolve(mapped.dir, position.source),
        line: position.line ?? 0,
      };
  }
  return { functionName, source: url, line: lineNumber + 1 };
}

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const frames = new Map(profile.nodes.map((node) => [node.id, frameOf(node.callFrame)]));
const categoryOf = (frame) => CATEGORIES.find(([, test]) => test(frame))[0];

const self = new Map();
const total = new Map();
const selfByFunction = new Map();
let measured = 0;
let idle = 0;
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
profile.samples.forEach((id, i) => {
  // A sample stands for the time until the next one (V8 writes the delta before each sample).
  const micros = profile.timeDeltas[i + 1] ?? 0;
  const frame = frames.get(id);
  const category = categoryOf(frame);
  if (category === 'idle') {
    idle += micros;
    return;
  }
  measured += micros;
  add(self, category, micros);
  const short = frame.source
    .replace(/^.*node_modules[\\/]/, '')
    .replace(/^.*?(apps|libs)[\\/]/, '$1/');
  add(selfByFunction, `${frame.functionName || '(anonymous)'} ${short}:${frame.line}`, micros);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    if (nodes.get(at).callFrame.functionName === '(root)') continue;
    seen.add(categoryOf(frames.get(at)));
  }
  for (const c of seen) add(total, c, micros);
});

const ms = (micros) => (micros / 1000).toFixed(0);
const pct = (micros) => ((100 * micros) / measured).toFixed(1);
console.log(
  `${file}: ${ms(measured)} ms busy, ${ms(idle)} ms idle (${ms(profile.endTime - profile.startTime)} ms profiled)`,
);
console.log('\ncategory | self ms | self % | total % (in the stack)');
for (const [name] of CATEGORIES.slice(1)) {
  if (!self.has(name) && !total.has(name)) continue;
  console.log(
    `${name} | ${ms(self.get(name) ?? 0)} | ${pct(self.get(name) ?? 0)} | ${pct(total.get(name) ?? 0)}`,
  );
}
console.log(`\ntop ${top} functions by self time | ms | %`);
for (const [name, micros] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${name} | ${ms(micros)} | ${pct(micros)}`);
