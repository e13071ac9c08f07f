/** A uuid generator that returns 'uuid-1', 'uuid-2', ... in order, for repeatable tests. */
export function sequentialUuids(prefix = 'uuid'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}-${next}`;
  };
}
