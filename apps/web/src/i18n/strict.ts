/**
 * Makes a text catalogue fail loudly on a missing key (excalidraw's habit): TypeScript catches
 * `it.typo` at compile time, this catches keys built at run time (`it.x[code]`) in dev and tests.
 */

/** Properties that frameworks probe on any object (promises, React, JSON); never a text key. */
const PROBED = new Set(['then', 'toJSON', '$$typeof', 'constructor', 'asymmetricMatch', 'nodeType', '@@__IMMUTABLE_ITERABLE__@@']);

export class MissingTextError extends Error {
  override name = 'MissingTextError';
}

const wrapped = new WeakMap<object, object>();

function wrap<T extends object>(value: T, path: string): T {
  const cached = wrapped.get(value);
  if (cached) return cached as T;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      const found = Reflect.get(target, key, receiver) as unknown;
      if (typeof key === 'symbol' || PROBED.has(key)) return found;
      if (!Reflect.has(target, key)) throw new MissingTextError(`Testo mancante nel catalogo: ${path}.${key}`);
      return found !== null && typeof found === 'object' ? wrap(found, `${path}.${key}`) : found;
    },
  });
  wrapped.set(value, proxy);
  return proxy;
}

export function strictCatalogue<T extends object>(catalogue: T, strict: boolean): T {
  return strict ? wrap(catalogue, 'it') : catalogue;
}
