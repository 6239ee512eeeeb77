import { describe, expect, it } from 'vitest';
import { checkoutBody, checkoutSource } from '../purchase-orders/checkout-source';
import { agreementCheckoutPath, timeLeft } from './agreement-paths';

describe('agreement paths', () => {
  it('count down to the end of a window, days first, and stop at zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-02T01:02:03Z', now)).toBe('1d 01:02:03');
    expect(timeLeft('2026-01-01T00:00:59Z', now)).toBe('00:00:59');
    expect(timeLeft('2025-12-31T00:00:00Z', now)).toBe('00:00:00');
  });

  it('go to a checkout through the agreement, which the checkout reads back as its source', () => {
    const path = agreementCheckoutPath('AG20260101000000000001', 4);
    const source = checkoutSource(new URL(path, 'http://x').searchParams);
    expect(source).toEqual({ agreementNo: 'AG20260101000000000001', quantity: 4 });
    expect(checkoutBody(source!, { deliveryMode: 'inventory' })).toEqual({ agreementNo: 'AG20260101000000000001', quantity: 4, deliveryMode: 'inventory' });
    expect(checkoutSource(new URLSearchParams('agreementNo=AG1'))).toEqual({ agreementNo: 'AG1' });
    // Anything but a protocol number is not a source.
    expect(checkoutSource(new URLSearchParams('agreementNo=%3Cscript%3E'))).toBeNull();
  });
});
