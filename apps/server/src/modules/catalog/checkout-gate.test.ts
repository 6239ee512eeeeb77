import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCheckoutGate } from './checkout-gate';

const refusal = () => new Error('sold out');
/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Enters `n` checkouts of one unit each; answers their states as they change. */
function crowd(gate: ReturnType<typeof createCheckoutGate>, goodsId: number, n: number, quantity = 1) {
  const states: ('waiting' | 'going' | 'refused')[] = [];
  const leaves: (() => void)[] = [];
  for (let k = 0; k < n; k++) {
    states.push('waiting');
    gate.enter(goodsId, quantity, refusal).then(
      (leave) => {
        states[k] = 'going';
        leaves[k] = leave;
      },
      () => (states[k] = 'refused'),
    );
  }
  const count = (state: string) => states.filter((s) => s === state).length;
  return { states, leaves, count };
}

describe('the checkout gate of a goods', () => {
  afterEach(() => vi.useRealTimers());

  it('lets the first few go while nothing is known of the units, then as many units as are known to be left', async () => {
    const gate = createCheckoutGate({ first: 3 });
    const c = crowd(gate, 7, 10);
    await settle();
    expect(c.count('going')).toBe(3);
    expect(gate.waiting).toBe(7);
    // One of them reserved, committed and is done: 5 units left; the next goes as it is done, and
    // then as many as the units left (3 going: 2 more).
    c.leaves[0]!();
    gate.learned(7, 5);
    await settle();
    expect(c.count('going')).toBe(6);
    expect(gate.waiting).toBe(4);
    // Another goods is not held by this one's gate.
    await expect(gate.enter(8, 1, refusal)).resolves.toBeTypeOf('function');
  });

  it('lets the next go, in order, when one is done; counts units, and a checkout done twice once', async () => {
    const gate = createCheckoutGate({ first: 2 });
    gate.learned(1, 4);
    const c = crowd(gate, 1, 5, 2);
    await settle();
    expect(c.states).toEqual(['going', 'going', 'waiting', 'waiting', 'waiting']);
    c.leaves[0]!();
    c.leaves[0]!();
    await settle();
    expect(c.states).toEqual(['going', 'going', 'going', 'waiting', 'waiting']);
    // None going: the next goes whatever is known (a known 0 may be stale: the database decides).
    gate.learned(1, 0);
    c.leaves[1]!();
    c.leaves[2]!();
    await settle();
    expect(c.states).toEqual(['going', 'going', 'going', 'going', 'waiting']);
  });

  it('refuses the waiting checkouts when the goods sells out; never refuses one by itself', async () => {
    const gate = createCheckoutGate({ first: 2 });
    const c = crowd(gate, 3, 6);
    await settle();
    expect(c.count('going')).toBe(2);
    expect(c.count('refused')).toBe(0);
    gate.soldOut(3);
    await settle();
    expect(c.count('refused')).toBe(4);
    expect(gate.waiting).toBe(0);
    // Units came back: what was known goes, and the first few go again (two still going from before).
    gate.restocked([3]);
    const again = crowd(gate, 3, 3);
    await settle();
    expect(again.count('going')).toBe(0);
    c.leaves[0]!();
    c.leaves[1]!();
    await settle();
    expect(again.count('going')).toBe(2);
  });

  it('lets a checkout wait no longer than its limit', async () => {
    vi.useFakeTimers();
    const gate = createCheckoutGate({ first: 1, waitMs: 2000 });
    const c = crowd(gate, 5, 3);
    await vi.advanceTimersByTimeAsync(1999);
    expect(c.count('going')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(c.count('going')).toBe(3);
    expect(gate.waiting).toBe(0);
  });

  it('forgets what it knew after the sold-out marks\' TTL', async () => {
    let now = 10_000;
    const gate = createCheckoutGate({ first: 3, ttlMs: 1500, now: () => now });
    gate.learned(9, 1);
    const c = crowd(gate, 9, 4);
    await settle();
    expect(c.count('going')).toBe(1);
    now += 1600;
    c.leaves[0]!(); // the next event finds nothing known: the first few go
    await settle();
    expect(c.count('going')).toBe(4);
  });
});
