import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads';

/** A read whose queries are recorded and answered when the test says. */
function recordedRead() {
  const queries: { keys: string[]; answer: (found?: Record<string, number>) => void; fail: (error: Error) => void }[] = [];
  const read = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      queries.push({ keys, answer: (found = {}) => resolve(new Map(Object.entries(found))), fail: reject });
    });
  return { queries, read };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedReads', () => {
  it('reads at once when nothing is under way; what comes meanwhile goes in one query after it', async () => {
    const { queries, read } = recordedRead();
    const get = batchedReads(read);
    const first = get('a');
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([['a']]);
    const later = ['b', 'c', 'b', 'd'].map((key) => get(key));
    await tick();
    expect(queries).toHaveLength(1); // waiting for the first
    queries[0]!.answer({ a: 1 });
    expect(await first).toBe(1);
    await tick();
    expect(queries.map((q) => q.keys)).toEqual([['a'], ['b', 'c', 'd']]); // distinct keys, one query
    queries[1]!.answer({ b: 2, d: 4 });
    expect(await Promise.all(later)).toEqual([2, undefined, 2, 4]);
    // At rest again: the next read goes alone, at once.
    const again = get('e');
    await tick();
    expect(queries.map((q) => q.keys)).toHaveLength(3);
    queries[2]!.answer({ e: 5 });
    expect(await again).toBe(5);
  });

  it('reads at most `max` distinct keys a query, in the order asked; a key read again rides along', async () => {
    const { queries, read } = recordedRead();
    const get = batchedReads(read, 2);
    const all = [get('a'), get('b'), get('c'), get('b'), get('d'), get('e')];
    await tick();
    queries[0]!.answer({ a: 1 });
    await tick();
    expect(queries[1]!.keys).toEqual(['b', 'c']);
    queries[1]!.answer({ b: 2, c: 3 });
    await tick();
    expect(queries[2]!.keys).toEqual(['d', 'e']);
    queries[2]!.answer({ d: 4, e: 5 });
    expect(await Promise.all(all)).toEqual([1, 2, 3, 2, 4, 5]);
    expect(queries).toHaveLength(3);
  });

  it("a failed query fails its batch's reads only; the next batch still goes", async () => {
    const { queries, read } = recordedRead();
    const get = batchedReads(read);
    const first = get('a');
    const second = [get('b'), get('c')];
    const settled = Promise.allSettled([first, ...second]);
    await tick();
    queries[0]!.fail(new Error('connection lost'));
    await tick();
    queries[1]!.answer({ b: 2, c: 3 });
    const [a, b, c] = await settled;
    expect(a).toMatchObject({ status: 'rejected', reason: { message: 'connection lost' } });
    expect([b, c]).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 3 },
    ]);
  });
});
