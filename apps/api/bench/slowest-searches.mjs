// Which of the uncached bench's search texts cost most: every text of bench.mjs's uncached mix (each
// word with each device model, in both word orders) asked one at a time against a running API
// (BENCH_BASE), ROUNDS times each, uncached; prints the slowest by median response time with their
// count and match header, and the spread of the medians. Usage:
// BENCH_BASE=http://127.0.0.1:PORT node bench/slowest-searches.mjs [how many to list]
import { SEARCH_WORD_PAIRS, SIDS } from './search-texts.mjs';

const base = process.env.BENCH_BASE;
if (!base) throw new Error('BENCH_BASE names the running API');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const shown = Number(process.argv[2] ?? 25);

const texts = SEARCH_WORD_PAIRS.flatMap(([locale, text]) => {
  const words = text.split(' ');
  const reversed = [...words].reverse().join(' ');
  return reversed === text
    ? [[locale, text]]
    : [
        [locale, text],
        [locale, reversed],
      ];
});

const path = (locale, text) =>
  `/api/products?locale=${locale}&sid=${SIDS[locale]}&query=${encodeURIComponent(text)}&nc=0&co=0&provider=internal&bench_nonce=${Math.random().toString(36).slice(2)}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
for (const [locale, text] of texts) {
  const times = [];
  let records = '';
  let match = '';
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${path(locale, text)}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    records = response.headers.get('x-be-records') ?? '';
    match = response.headers.get('x-be-match') ?? '';
  }
  results.push({ locale, text, ms: median(times), records, match });
}
results.sort((a, b) => b.ms - a.ms);
console.table(results.slice(0, shown).map((r) => ({ ...r, ms: r.ms.toFixed(2) })));
const all = results.map((r) => r.ms).sort((a, b) => a - b);
const at = (p) => all[Math.min(all.length - 1, Math.ceil((p / 100) * all.length) - 1)].toFixed(2);
console.log(
  `${results.length} texts, medians: p50 ${at(50)} ms, p90 ${at(90)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
);
