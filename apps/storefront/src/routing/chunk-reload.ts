/** At most one reload for a failed code chunk within this window (spec section 8). */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** Whether an error is a failed load of a code chunk (a deploy replaced the assets). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether to reload now, given when the page last reloaded for a chunk (epoch ms) and now. */
export function shouldReloadForChunk(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}
