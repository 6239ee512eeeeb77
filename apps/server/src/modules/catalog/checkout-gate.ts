import { LRUCache } from 'lru-cache';
import { SOLD_OUT_MAX_SKUS, SOLD_OUT_TTL_MS } from './sold-out';

/** Checkouts of one goods let through at once while this instance knows nothing of its units. */
export const GATE_FIRST = 20;
/** The longest a checkout waits at a gate: then it goes on whatever the gate knows (the database decides). */
export const GATE_WAIT_MS = 2_000;

export interface CheckoutGate {
  /**
   * Waits until a checkout of `quantity` units of this goods may go on to the database, and answers
   * what to call when it is done (whatever its outcome). Rejects with `refusal()` when the goods is
   * found sold out meanwhile (sold-out.ts): the checkout is then refused from memory.
   */
  enter(goodsId: number, quantity: number, refusal: () => Error): Promise<() => void>;
  /** A checkout's reservation committed and left this many units of the goods available. */
  learned(goodsId: number, available: number): void;
  /** The goods was found sold out: the checkouts waiting for it are refused. */
  soldOut(goodsId: number): void;
  /** Units of these goods came back or were added: what was known of them is forgotten. */
  restocked(goodsIds: Iterable<number>): void;
  /** Checkouts waiting at a gate now (for tests). */
  readonly waiting: number;
}

/**
 * A gate per goods, held to the units this instance last saw it have left (a flash sale: 2,000
 * buyers at once for 100 units). Without it, every checkout that arrived before the goods was seen
 * sold out claimed its request key, opened a transaction and waited for the stock row's lock, to be
 * refused there: hundreds of them, each several statements. With it, the checkouts going on to the
 * database at once hold at most the units known to be left (GATE_FIRST while none is known); the
 * others wait in memory, in order. When the goods sells out, they are refused from memory; when a
 * checkout ends without its units (refused, failed), the next goes on. A gate never refuses by itself
 * and never lets a checkout wait longer than GATE_WAIT_MS: what it knows can be stale (units came back
 * on another instance), and then it only delays. What is known lives as long as a sold-out mark.
 *
 * Only checkouts of one named goods pass a gate (a "buy now"); the database's conditional update
 * decides every reservation, gate or not.
 */
export function createCheckoutGate(options: { first?: number; waitMs?: number; ttlMs?: number; now?: () => number } = {}): CheckoutGate {
  const first = options.first ?? GATE_FIRST;
  const waitMs = options.waitMs ?? GATE_WAIT_MS;
  const known = new LRUCache<number, number>({ max: SOLD_OUT_MAX_SKUS, ttl: options.ttlMs ?? SOLD_OUT_TTL_MS, ttlResolution: 0, perf: { now: options.now ?? Date.now } });
  /** Units of the checkouts of each goods gone on and not done. */
  const going = new Map<number, number>();
  type Waiter = { quantity: number; go: () => void; refuse: () => void };
  const queues = new Map<number, Waiter[]>();
  let waitingCount = 0;

  const mayGo = (goodsId: number, quantity: number) => {
    const units = going.get(goodsId) ?? 0;
    if (units === 0) return true;
    const left = known.get(goodsId);
    return left === undefined ? units < first : units + quantity <= left;
  };

  function admit(goodsId: number, quantity: number): () => void {
    going.set(goodsId, (going.get(goodsId) ?? 0) + quantity);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const units = (going.get(goodsId) ?? 0) - quantity;
      if (units > 0) going.set(goodsId, units);
      else going.delete(goodsId);
      next(goodsId);
    };
  }

  /** Lets the waiting checkouts of a goods go on, in order, while they may. */
  function next(goodsId: number) {
    const queue = queues.get(goodsId);
    while (queue && queue.length > 0 && mayGo(goodsId, queue[0]!.quantity)) queue.shift()!.go();
    if (queue?.length === 0) queues.delete(goodsId);
  }

  return {
    enter(goodsId, quantity, refusal) {
      if (!queues.has(goodsId) && mayGo(goodsId, quantity)) return Promise.resolve(admit(goodsId, quantity));
      return new Promise((resolve, reject) => {
        let queue = queues.get(goodsId);
        if (!queue) queues.set(goodsId, (queue = []));
        const leave = (waiter: Waiter) => {
          clearTimeout(timer);
          waitingCount--;
          const at = queues.get(goodsId)?.indexOf(waiter) ?? -1;
          if (at >= 0) queues.get(goodsId)!.splice(at, 1);
        };
        const waiter: Waiter = {
          quantity,
          go: () => {
            leave(waiter);
            resolve(admit(goodsId, quantity));
          },
          refuse: () => {
            leave(waiter);
            reject(refusal());
          },
        };
        // Waited long enough: on to the database, whatever the gate knows.
        const timer = setTimeout(() => {
          waiter.go();
          next(goodsId);
        }, waitMs);
        queue.push(waiter);
        waitingCount++;
        next(goodsId);
      });
    },
    learned(goodsId, available) {
      known.set(goodsId, available);
      next(goodsId);
    },
    soldOut(goodsId) {
      known.set(goodsId, 0);
      const queue = queues.get(goodsId);
      if (!queue) return;
      queues.delete(goodsId);
      for (const waiter of [...queue]) waiter.refuse();
    },
    restocked(goodsIds) {
      for (const id of goodsIds) {
        known.delete(id);
        next(id);
      }
    },
    get waiting() {
      return waitingCount;
    },
  };
}
