import { bench, describe } from 'vitest';
import { BENCH_COUPONS, BENCH_LINES } from '../testing/bench-cart';
import { priceCart } from './price-cart';

describe('priceCart', () => {
  bench(
    'a 50-line cart with 10 coupons',
    () => {
      priceCart({
        lines: BENCH_LINES,
        coupons: BENCH_COUPONS,
        fractionDigits: 0,
        customerCategoryDiscounts: { 10: 7 },
      });
    },
    // A longer warm-up lets the JIT settle; a longer run evens out the noise of a shared machine.
    { warmupTime: 1_000, time: 3_000 },
  );
});
