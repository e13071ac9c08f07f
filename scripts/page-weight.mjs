#!/usr/bin/env node
// Weight of the storefront's pages as a browser receives them: for the home, a product, a category
// and a search page, the HTML's size, its gzip size (level 9), the size of the router's dehydrated
// data (the inline <script data-tsr-stream-part> elements: the router's state with the page's query
// cache) and, when the page points at one, the size of the layout asset it loads.
//
//   node scripts/page-weight.mjs [base=http://localhost:3456] [--json]
//
// Run it against a running production build, e.g.
//   npx nx run storefront:build
//   DATA_DIR=memory:// PORT=3456 LOG_LEVEL=warn METRICS_PORT=0 node apps/storefront/dist/server/main.js
//   node scripts/page-weight.mjs http://localhost:3456
// --queries also lists, per page, the dehydrated queries by size (which data dominates).
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3456';
const asJson = args.includes('--json');
const listQueries = args.includes('--queries');

/** The seeded demo catalog's pages (deterministic seed). */
const PAGES = [
  { name: 'home', path: '/sv' },
  { name: 'product', path: '/sv/produkt/laddare-med-usb-c-kompakt-30-w-11204' },
  { name: 'category', path: '/sv/kategori/mobilskal' },
  { name: 'search', path: '/sv/sok?q=skal' },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The router's dehydrated data: every inline script the router streams into the page. */
function dehydratedScripts(html) {
  return [...html.matchAll(/<script\b[^>]*data-tsr-stream-part[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The layout asset a page points at (its <meta name="nordshop:layout-asset">), or undefined. */
function layoutAssetOf(html) {
  return /<meta\b[^>]*name="nordshop:layout-asset"[^>]*content="(\/layout\/[^"]+)"/.exec(html)?.[1];
}

/**
 * The dehydrated queries of the router's state, each with the JSON size of its data (and of each
 * top-level field of an object's data): which data dominates the page.
 */
function querySizes(scripts) {
  const element = { previousElementSibling: null, remove() {} };
  const context = { document: { currentScript: element } };
  context.self = context;
  for (const script of scripts) runInNewContext(script, context);
  const queries = context.$_TSR?.router?.dehydratedData?.queries?.queries ?? [];
  return queries
    .map((query) => {
      const data = query.state.data;
      const fields =
        data && typeof data === 'object' && !Array.isArray(data)
          ? Object.entries(data)
              .map(([field, value]) => ({ field, bytes: bytes(JSON.stringify(value) ?? '') }))
              .sort((a, b) => b.bytes - a.bytes)
          : [];
      return {
        key: JSON.stringify(query.queryKey),
        bytes: bytes(JSON.stringify(data) ?? ''),
        fields,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

const rows = [];
for (const page of PAGES) {
  const response = await fetch(base + page.path);
  const html = await response.text();
  const scripts = dehydratedScripts(html);
  const asset = layoutAssetOf(html);
  const assetBytes = asset ? bytes(await (await fetch(base + asset)).text()) : 0;
  rows.push({
    page: page.name,
    path: page.path,
    status: response.status,
    html: bytes(html),
    gzip: gzipSync(html, { level: 9 }).length,
    dehydrated: scripts.reduce((sum, script) => sum + bytes(script), 0),
    layoutAsset: asset ?? null,
    layoutAssetBytes: assetBytes,
    queries: listQueries ? querySizes(scripts) : undefined,
  });
}

if (asJson) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  console.log(`Page weight at ${base}`);
  console.log('page      status  html        gzip       dehydrated  layout asset');
  for (const row of rows) {
    console.log(
      [
        row.page.padEnd(9),
        String(row.status).padEnd(7),
        kb(row.html).padEnd(11),
        kb(row.gzip).padEnd(10),
        kb(row.dehydrated).padEnd(11),
        row.layoutAsset ? `${kb(row.layoutAssetBytes)} ${row.layoutAsset}` : '-',
      ].join(' '),
    );
    for (const query of row.queries ?? []) {
      console.log(`    ${kb(query.bytes).padStart(10)}  ${query.key} (JSON of its data)`);
      for (const field of query.fields.slice(0, 8))
        console.log(`    ${kb(field.bytes).padStart(20)}  .${field.field}`);
    }
  }
}
