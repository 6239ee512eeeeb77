import { useMemo, useRef } from 'react';

/**
 * An Idempotency-Key for a request that moves money: one per submitted form, reused when
 * the same form is sent again (a retry after a lost answer), so the server applies it once.
 */
export interface KeyedRequest<T> {
  key: string;
  values: T;
}

/** The key for sending `values`: the pending one when they are the same request, a new one otherwise. */
export function keyFor<T>(pending: KeyedRequest<T> | null, values: T, same: (a: T, b: T) => boolean, newKey: () => string): KeyedRequest<T> {
  return pending && same(pending.values, values) ? pending : { key: newKey(), values };
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** A random (version 4) UUID; randomUUID needs a secure context, getRandomValues does not. */
interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
  randomUUID?: () => string;
}

export function newRequestKey(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Same values, same request: a shallow comparison by JSON, enough for form values. */
export const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The key of a money form: `forValues` answers the pending key while the same values are sent
 * again (a retry of the same attempt) and a new key for other values; `done` forgets it once
 * the server answered, so the next attempt gets a new key.
 */
export function useRequestKey<T>() {
  const pending = useRef<KeyedRequest<T> | null>(null);
  return useMemo(
    () => ({
      forValues(values: T): string {
        pending.current = keyFor(pending.current, values, sameJson, newRequestKey);
        return pending.current.key;
      },
      done() {
        pending.current = null;
      },
    }),
    [],
  );
}
