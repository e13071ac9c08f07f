/**
 * Resolves with `value` in a later task (a zero-delay timeout): code that runs after a lazy
 * module's evaluation waits for the next task instead of running in the same one, so evaluating a
 * chunk and using it are two short tasks rather than one long one that holds up a tap.
 */
export function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}
