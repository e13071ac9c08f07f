import { priceCart } from '../src/index';
import { BENCH_COUPONS, BENCH_LINES } from '../src/testing/bench-cart';

// The pricing benchmark as the shop runs it: bundled by Vite and executed by plain Node, without
// a test runner's module indirection. Prints evaluations per second over a fixed time window.
const WARMUP_MS = 1_000;
const MEASURE_MS = 3_000;

function run(ms: number): { count: number; elapsed: number } {
  const start = performance.now();
  let count = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 100; i += 1) {
      priceCart({
        lines: BENCH_LINES,
        coupons: BENCH_COUPONS,
        fractionDigits: 0,
        customerCategoryDiscounts: { 10: 7 },
      });
    }
    count += 100;
    elapsed = performance.now() - start;
  }
  return { count, elapsed };
}

run(WARMUP_MS);
const rounds = [run(MEASURE_MS), run(MEASURE_MS), run(MEASURE_MS)].map(
  (r) => (r.count / r.elapsed) * 1000,
);
const median = [...rounds].sort((a, b) => a - b)[1] ?? 0;
console.log(
  `priceCart, 50 lines x 10 coupons (bundled, node ${process.version}): median ${Math.round(median)} evaluations/s ` +
    `(rounds: ${rounds.map((r) => Math.round(r)).join(', ')})`,
);
