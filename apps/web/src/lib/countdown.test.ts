import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

describe('the QR code countdown', () => {
  const now = Date.parse('2026-01-01T10:00:00.000Z');

  it('counts whole seconds up to the expiry, rounding a started second up', () => {
    expect(secondsUntil('2026-01-01T10:15:00.000Z', now)).toBe(900);
    expect(secondsUntil('2026-01-01T10:00:00.400Z', now)).toBe(1);
  });

  it('stops at zero once the expiry has passed', () => {
    expect(secondsUntil('2026-01-01T10:00:00.000Z', now)).toBe(0);
    expect(secondsUntil('2026-01-01T09:59:00.000Z', now)).toBe(0);
  });

  it('has nothing to count without an expiry (balance and offline payments)', () => {
    expect(secondsUntil(null, now)).toBeNull();
    expect(secondsUntil('not a date', now)).toBeNull();
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('a countdown to a moment in milliseconds (the wait before a new code)', () => {
  it('counts the same way as one to an ISO time', () => {
    const now = 1_000_000;
    expect(secondsUntil(now + 60_000, now)).toBe(60);
    expect(secondsUntil(now + 1, now)).toBe(1);
    expect(secondsUntil(now - 5, now)).toBe(0);
  });
});
