/**
 * A schema built when it is first used, not when its module loads. Building zod's schemas is the
 * largest part of loading a client part in the browser (decision 010), and most of a page's schemas
 * are never used by it: the data it first renders comes with the page. The value stands for the
 * schema everywhere (parse, compose, `instanceof`, Standard Schema): the first read of any property
 * builds it, once, and every read after that goes to the built schema.
 *
 * Not for a schema that carries metadata (`describe`, `meta`): zod's registry knows the built
 * schema, not this stand-in.
 */
/*#__NO_SIDE_EFFECTS__*/
export function deferred<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
