/**
 * Runs queries one after the other and gives their results in order, as Promise.all would: the
 * statements of a transaction share one connection, which takes one query at a time.
 */
export async function inSequence<T extends readonly unknown[]>(queries: {
  readonly [K in keyof T]: () => Promise<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
