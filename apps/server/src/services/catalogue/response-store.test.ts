import { describe, expect, it } from 'vitest';
import { ResponseStore } from './response-store';

function storeAt(clock: { now: number }, maxBytes = 1_000) {
  return new ResponseStore({ ttlMs: 1_000, maxBytes, now: () => clock.now });
}

const json = (body: string) => ({ body, contentType: 'application/json' });

describe('ResponseStore', () => {
  it('serves an entry until its tag is invalidated, and only the tagged ones go', () => {
    const clock = { now: 0 };
    const store = storeAt(clock);
    store.set('list', json('[1,2]'), ['lists', 'event:1', 'event:2']);
    store.set('markets:3', json('[3]'), ['event:3']);
    expect(store.get('list')?.body).toBe('[1,2]');
    store.invalidateTags(['event:2']);
    expect(store.get('list')).toBeUndefined();
    expect(store.get('markets:3')?.body).toBe('[3]');
  });

  it('expires entries after the time to live', () => {
    const clock = { now: 0 };
    const store = storeAt(clock);
    store.set('a', json('"a"'), []);
    clock.now = 999;
    expect(store.get('a')).toBeDefined();
    clock.now = 1_000;
    expect(store.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entries beyond the byte bound', () => {
    const clock = { now: 0 };
    const store = storeAt(clock, 10);
    store.set('a', json('aaaa'), []);
    store.set('b', json('bbbb'), []);
    store.get('a');
    store.set('c', json('cccc'), []);
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')?.body).toBe('aaaa');
    expect(store.get('c')?.body).toBe('cccc');
    expect(store.size).toBe(2);
  });
});
