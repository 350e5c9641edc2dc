// A D1 binding that counts round trips, for the bench only (worker/test/bench-entry.ts): every
// statement run (`first`, `all`, `run`, `raw`) and every `batch` is one trip to the database,
// through the binding itself or any session made from it. With `delayMs`, each trip also waits
// that long before it starts, as it would for a visitor far from the primary. It also sums the time
// the request waits on the database (the delay included), so the bench can tell the database's
// share of the time inside the Worker from the Worker's own work.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RUNNERS = new Set(['first', 'all', 'run', 'raw']);

export function countingD1(d1: D1Database, delayMs: number) {
  let trips = 0;
  let waitedMs = 0;
  const trip = async <T>(go: () => Promise<T>): Promise<T> => {
    trips += 1;
    const start = performance.now();
    try {
      if (delayMs > 0) await sleep(delayMs);
      return await go();
    } finally {
      waitedMs += performance.now() - start;
    }
  };
  // Batches hold the wrapped statements; D1 wants its own.
  const unwrap = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const statement = (s: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = new Proxy(s, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'bind') return (...args: unknown[]) => statement(target.bind(...args));
        if (typeof prop === 'string' && RUNNERS.has(prop))
          return (...args: unknown[]) => trip(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    unwrap.set(wrapped, s);
    return wrapped;
  };
  const database = <D extends D1Database | D1DatabaseSession>(target: D): D =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === 'prepare') return (query: string) => statement(t.prepare(query));
        if (prop === 'batch') return (list: D1PreparedStatement[]) => trip(() => t.batch(list.map((s) => unwrap.get(s) ?? s)));
        if (prop === 'withSession') return (c?: string) => database((t as D1Database).withSession(c));
        const value = Reflect.get(t, prop, t) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(t) : value;
      },
    });
  return { db: database(d1), roundTrips: () => trips, waitedMs: () => waitedMs };
}
