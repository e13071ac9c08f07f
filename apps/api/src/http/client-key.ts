import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createHash } from 'node:crypto';

/**
 * The client's socket address, or undefined when there is none: the app was called in-process
 * (server rendering, or a server that mounts the API and calls `api.fetch(request)` without its
 * Node bindings).
 */
export function clientAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined;
  }
}

/** A short hash of an address and user agent: a per-client rate-limit key that stores no address. */
export function clientKey(address: string, userAgent: string): string {
  return createHash('sha256').update(`${address}|${userAgent}`).digest('base64url').slice(0, 22);
}
