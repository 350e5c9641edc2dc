// A database whose batches wait for each other, for tests of reviews that race.
import type { Db } from '../src/db.ts';

/**
 * The race at its worst, every time: each review has read the request as pending and prepared
 * its statements before either batch reaches D1; then the two batches run in a random order.
 * Batches are held in rounds of `parties`, so reads made with a batch pair up the same way.
 */
export function racingDb(db: Db, parties: number): Db {
  const waiting: (() => void)[] = [];
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'batch') return Reflect.get(target, prop, receiver);
      return async (...args: Parameters<Db['batch']>) => {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === parties) {
            for (const release of waiting.splice(0).sort(() => Math.random() - 0.5)) release();
          }
        });
        return target.batch(...args);
      };
    },
  });
}
