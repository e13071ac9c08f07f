/**
 * How many processes serve the shop. The embedded database lives inside one process, so it is
 * one; on a PostgreSQL server it is WEB_CONCURRENCY, or one worker per core.
 */
export function workerCount(
  config: {
    readonly DATABASE_URL?: string | undefined;
    readonly WEB_CONCURRENCY?: number | undefined;
  },
  cores: number,
): number {
  if (!config.DATABASE_URL) return 1;
  return config.WEB_CONCURRENCY ?? Math.max(1, cores);
}

/** How long to wait before starting again a worker that died: longer when it keeps dying. */
export function restartDelayMs(recentDeaths: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, recentDeaths - 1));
}
