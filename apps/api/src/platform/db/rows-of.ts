/** Rows of a raw query result, on node-postgres ({ rows }) and on PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
