import { describe, expect, it } from 'vitest';
import { KeptAtVersion } from './kept-at-version';

describe('KeptAtVersion', () => {
  it('gives a value back only at the counter value it was read at, as SQLite or PostgreSQL return it', () => {
    const kept = new KeptAtVersion<number>({ entries: 10 });
    kept.set('inbox', 7, 45);
    expect(kept.get('inbox', 7)).toBe(45);
    expect(kept.get('inbox', '7')).toBe(45);
    expect(kept.get('inbox', 8)).toBeUndefined();
    expect(kept.get('inbox', undefined)).toBeUndefined();
    kept.set('spam', undefined, 3);
    kept.set('spam', null, 3);
    expect(kept.get('spam', undefined)).toBeUndefined();
    expect(kept.get('spam', null)).toBeUndefined();
  });

  it('keeps values up to their total size, dropping the least recently used', () => {
    const kept = new KeptAtVersion<string[]>({ size: 5, sizeOf: (rows) => rows.length });
    kept.set('page 1', 1, ['a', 'b', 'c']);
    kept.set('page 2', 1, ['d', 'e']);
    expect(kept.get('page 1', 1)).toEqual(['a', 'b', 'c']);
    kept.set('page 3', 1, ['f']);
    expect(kept.get('page 2', 1)).toBeUndefined();
    expect(kept.get('page 1', 1)).toEqual(['a', 'b', 'c']);
    expect(kept.get('page 3', 1)).toEqual(['f']);
  });
});
