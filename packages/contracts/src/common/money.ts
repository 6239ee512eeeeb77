import { z } from 'zod';

/**
 * Money: integer cents everywhere inside; a number with two decimals on the wire.
 * roundHalfUp is the one rounding function of the project.
 */
export const Money = z.number().meta({ description: 'Amount in USD with two decimals' });

/** Rounds a non-integer number of cents half away from zero to an integer. */
export function roundHalfUp(cents: number): number {
  const sign = cents < 0 ? -1 : 1;
  return sign * Math.floor(Math.abs(cents) + 0.5 + 1e-9);
}

export const centsToAmount = (cents: number | bigint): number => Number(cents) / 100;

/** Parses a wire amount (number or numeric string with up to 2 decimals) into cents without float drift. */
export function amountToCents(amount: number | string): number {
  const text = typeof amount === 'number' ? amount.toFixed(6) : amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not an amount: ${amount}`);
  const negative = text.startsWith('-');
  const [whole = '0', frac = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  const rest = frac.slice(2);
  const rounded = rest.length > 0 && Number(rest[0]) >= 5 ? cents + 1 : cents;
  return negative ? -rounded : rounded;
}
