import { describe, expect, it } from 'vitest';
import { countVisit, rememberDismissal, shouldOffer, wasDismissed } from './installOffer.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('the install offer waits for a second visit and respects a dismissal', () => {
  it('is not offered on a first visit, however many pages it opens', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, session)).toBe(1);
    expect(shouldOffer(countVisit(local, session), wasDismissed(local))).toBe(false);
  });

  it('is offered on a later visit until dismissed, then never again', () => {
    const local = memoryStorage();
    countVisit(local, memoryStorage());
    const visits = countVisit(local, memoryStorage());
    expect(visits).toBe(2);
    expect(shouldOffer(visits, wasDismissed(local))).toBe(true);
    rememberDismissal(local);
    expect(shouldOffer(countVisit(local, memoryStorage()), wasDismissed(local))).toBe(false);
  });
});
