import { FLOW_TYPES, translate } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { FLOW_TYPE_OPTIONS, flowTypeName } from './flow-types';
import { keyFor, newRequestKey } from './request-key';
import { withdrawAmountProblem, withdrawalBreakdown } from './withdraw-amount';

const limits = { min: 50, available: 1000, feeRate: 0.01 };
const message = (problem: ReturnType<typeof withdrawAmountProblem>) => (problem ? translate('en', problem.key, problem.params) : null);

describe('withdrawalBreakdown', () => {
  it('takes 1% as the fee and pays out the rest', () => {
    expect(withdrawalBreakdown(100, 0.01)).toEqual({ fee: 1, actual: 99 });
    expect(withdrawalBreakdown(1234.56, 0.01)).toEqual({ fee: 12.35, actual: 1222.21 });
  });

  it('rounds the fee half up to the cent, without float drift', () => {
    // 50.50 x 1% = 0.505 -> 0.51
    expect(withdrawalBreakdown(50.5, 0.01)).toEqual({ fee: 0.51, actual: 49.99 });
    // 0.1 + 0.2 style drift: 70.07 x 0.3% = 0.21021 -> 0.21
    expect(withdrawalBreakdown(70.07, 0.003)).toEqual({ fee: 0.21, actual: 69.86 });
  });

  it('charges nothing at a zero rate', () => {
    expect(withdrawalBreakdown(60, 0)).toEqual({ fee: 0, actual: 60 });
  });
});

describe('withdrawAmountProblem', () => {
  it('asks for an amount', () => {
    expect(message(withdrawAmountProblem(undefined, limits))).toBe('The input amount cannot be empty!');
    expect(message(withdrawAmountProblem(null, limits))).toBe('The input amount cannot be empty!');
    expect(message(withdrawAmountProblem(0, limits))).toBe('The input amount cannot be empty!');
  });

  it('refuses less than the minimum', () => {
    expect(message(withdrawAmountProblem(49.99, limits))).toBe('The minimum withdrawal amount is 50.00');
    expect(withdrawAmountProblem(50, limits)).toBeNull();
  });

  it('refuses more than is available, to the cent', () => {
    expect(withdrawAmountProblem(1000, limits)).toBeNull();
    expect(message(withdrawAmountProblem(1000.01, limits))).toBe('The withdrawal amount cannot exceed the withdrawable amount');
  });

  it('refuses anything from an empty wallet', () => {
    expect(message(withdrawAmountProblem(100, { ...limits, available: 0 }))).toBe('The withdrawal amount cannot exceed the withdrawable amount');
  });

  it('refuses an amount the fee would eat whole', () => {
    expect(message(withdrawAmountProblem(1, { min: 0.01, available: 100, feeRate: 1 }))).toBe('The minimum withdrawal amount is 0.01');
  });
});

describe('request keys', () => {
  const same = (a: { cardId: number; amount: number }, b: { cardId: number; amount: number }) => a.cardId === b.cardId && a.amount === b.amount;
  let counter = 0;
  const next = () => `key-${++counter}`;

  it('reuses the key when the same request is sent again', () => {
    const first = keyFor(null, { cardId: 1, amount: 100 }, same, next);
    const retry = keyFor(first, { cardId: 1, amount: 100 }, same, next);
    expect(retry.key).toBe(first.key);
  });

  it('takes a new key for another amount or card', () => {
    const first = keyFor(null, { cardId: 1, amount: 100 }, same, next);
    expect(keyFor(first, { cardId: 1, amount: 101 }, same, next).key).not.toBe(first.key);
    expect(keyFor(first, { cardId: 2, amount: 100 }, same, next).key).not.toBe(first.key);
  });

  it('makes version 4 UUIDs, also where randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRequestKey()).toMatch(uuid);
    const withoutRandomUuid = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };
    const keys = new Set(Array.from({ length: 50 }, () => newRequestKey(withoutRandomUuid)));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuid);
  });
});

describe('flow types', () => {
  it("lists the spec's 13 flow types in order", () => {
    expect(FLOW_TYPE_OPTIONS.map((option) => option.code)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(flowTypeName(FLOW_TYPES.withdrawalServiceFee)).toBe('withdrawalServiceFee');
    expect(flowTypeName(99)).toBeNull();
  });
});
