/**
 * Tries `pair` (a call that fills a cache and the same call again, answering whether the second
 * came from the cache) until it answers true, at most `attempts` times; true when one did.
 *
 * A committed change of the catalog, prices, stock, coupons or content empties every process's
 * caches (decision 023), and the suite's files run side by side on one database: another file's
 * order or import can land between the two calls. A cache that keeps nothing fails every attempt.
 */
export async function hitWithinAttempts(
  pair: () => Promise<boolean>,
  attempts = 10,
): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) if (await pair()) return true;
  return false;
}
