// Shared pieces of the long-tail benchmarks on the embedded database: list the seeded product
// pages and load them with autocannon, a different product on every request (the server itself
// starts through production-server.mjs).
import autocannon from 'autocannon';
import { createHash } from 'node:crypto';

/** The p-th percentile (0..100) of the numbers. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon and measures every response's time (ms) for exact percentiles. */
export function load(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * Paths of every product page of the sv storefront, from the API's sitemap, in a fixed shuffled
 * order (by the md5 of the path, as bench/proxy-longtail.mjs orders its slugs).
 */
export async function productPaths(base) {
  const answer = await fetch(`${base}/api/sitemap?locale=sv&sid=1`).then((r) => r.json());
  const md5 = (text) => createHash('md5').update(text).digest('hex');
  return answer.entries
    .filter((entry) => entry.kind === 'product')
    .map((entry) => `/sv${entry.alternates.sv}`)
    .map((path) => ({ path, key: md5(path) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ path }) => path);
}

/**
 * autocannon requests for long-tail product pages: the next product on every request, with a
 * unique query parameter so that the page cache never answers.
 */
export function longTailRequests(paths, offset = 0) {
  let counter = offset;
  return [
    {
      setupRequest: (req) => {
        counter += 1;
        return { ...req, path: `${paths[counter % paths.length]}?lt=${counter}` };
      },
    },
  ];
}
