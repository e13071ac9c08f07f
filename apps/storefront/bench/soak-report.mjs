// The soak bench's report: requests and failures per kind, orders, and memory over time.

const MB = 1024 * 1024;
const mb = (bytes) => (Number.isFinite(bytes) ? (bytes / MB).toFixed(0) : '-');

/** Whether an answer is what the shop should give: 2xx, a 404 of a search, a sold-out order. */
function isFailure(kind, key) {
  if (/^2\d\d$/.test(key)) return false;
  if (kind === 'order' && key === '409 out_of_stock') return false;
  return true;
}

/** Requests, statuses and response times per kind; orders placed, sold out and failed. */
export function trafficReport({ outcomes, times, seconds, percentile }) {
  const lines = [
    '',
    '| kind | requests | failures (by status) | p50 ms | p95 ms | p99 ms |',
    '| ---- | -------- | -------------------- | ------ | ------ | ------ |',
  ];
  let total = 0;
  let failed = 0;
  for (const [kind, counts] of [...outcomes].sort(([a], [b]) => a.localeCompare(b))) {
    const n = [...counts.values()].reduce((a, b) => a + b, 0);
    const failures = [...counts].filter(([key]) => isFailure(kind, key));
    const failureCount = failures.reduce((a, [, c]) => a + c, 0);
    total += n;
    failed += failureCount;
    const list = times.get(kind) ?? [];
    lines.push(
      `| ${kind} | ${n} | ${failureCount}${failures.length ? ` (${failures.map(([k, c]) => `${k}: ${c}`).join(', ')})` : ''} | ` +
        `${percentile(list, 50).toFixed(1)} | ${percentile(list, 95).toFixed(1)} | ${percentile(list, 99).toFixed(1)} |`,
    );
  }
  const orders = outcomes.get('order') ?? new Map();
  const count = (match) => [...orders].filter(([key]) => match(key)).reduce((a, [, c]) => a + c, 0);
  const placed = count((key) => key === '201');
  const soldOut = count((key) => key === '409 out_of_stock');
  const orderFailures = count((key) => key !== '201' && key !== '409 out_of_stock');
  lines.unshift(
    `Requests: ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s), failures ${failed}`,
    `Orders: ${placed} placed, ${soldOut} refused as sold out, ${orderFailures} failed`,
  );
  return lines.join('\n');
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((a, p) => a + p.x, 0) / n;
  const my = points.reduce((a, p) => a + p.y, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  return sxy / sxx;
}

/**
 * Memory over the run: per interval (a minute, or a tenth of a short run) the highest resident
 * memory sampled, with the heap, external memory and cache bytes of that sample, the lowest use of
 * the old generation and of external memory in the interval (what survives collections), and the
 * growth of those highs over the last half (a garbage collection lowers a single sample, not the
 * highs).
 */
export function memoryReport(samples) {
  const last = samples.at(-1);
  const step = last.at > 300 ? 60 : Math.max(10, Math.round(last.at / 10));
  const intervals = new Map();
  const lowestOld = new Map();
  const lowestExternal = new Map();
  for (const sample of samples) {
    const slot = Math.max(
      0,
      Math.min(Math.floor(sample.at / step), Math.floor(last.at / step) - 1),
    );
    const kept = intervals.get(slot);
    if (!kept || sample.rss.bytes > kept.rss.bytes) intervals.set(slot, sample);
    lowestOld.set(slot, Math.min(lowestOld.get(slot) ?? Infinity, sample.oldSpace));
    lowestExternal.set(slot, Math.min(lowestExternal.get(slot) ?? Infinity, sample.external));
  }
  const highs = [...intervals]
    .sort(([a], [b]) => a - b)
    .map(([slot, s]) => ({
      slot,
      ...s,
      lowestOld: lowestOld.get(slot),
      lowestExternal: lowestExternal.get(slot),
    }));
  const lines = [
    '',
    `| until s | requests | highest RSS MB (processes) | JS heap used / total MB | external MB (lowest) | caches MB | old space, lowest MB |`,
    '| ------- | -------- | -------------------------- | ----------------------- | -------------------- | --------- | -------------------- |',
    ...highs.map(
      (s) =>
        `| ${Math.min((s.slot + 1) * step, Math.round(last.at))} | ${s.requests} | ${mb(s.rss.bytes)} (${s.rss.processes}) | ` +
        `${mb(s.heap)} / ${mb(s.heapTotal)} | ${mb(s.external)} (${mb(s.lowestExternal)}) | ${mb(s.caches)} | ${mb(s.lowestOld)} |`,
    ),
  ];
  const half = highs.filter((s) => (s.slot + 1) * step > last.at / 2);
  const perMinute = slope(
    half.map((s) => ({ x: ((s.slot + 1) * step) / 60, y: s.rss.bytes / MB })),
  );
  lines.push(
    '',
    `Last half: highest RSS per interval ${mb(half[0].rss.bytes)} → ${mb(half.at(-1).rss.bytes)} MB ` +
      `(min ${mb(Math.min(...half.map((s) => s.rss.bytes)))}, max ${mb(Math.max(...half.map((s) => s.rss.bytes)))}), ` +
      `trend ${perMinute.toFixed(2)} MB/min`,
  );
  return lines.join('\n');
}
