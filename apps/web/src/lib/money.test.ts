import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyOption } from './currency';
import { convertFromUsd, formatMoney, formatMoneyShort, formatPrice } from './money';

const shown = (amount: number, code: string, exchangeRate: number, locale = 'en-US') => formatPrice(amount, { currency: currencyOption(code).value, exchangeRate }, locale);

describe('formatMoney', () => {
  it('formats with Intl for the currency and the language: symbol, decimals, separators', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    expect(formatMoney(-7.1, 'GBP')).toBe('-£7.10');
    expect(formatMoney(1234.5, 'USD', 'zh-CN')).toBe('$1,234.50');
    expect(formatMoney(1580, 'JPY', 'ja')).toBe('￥1,580');
    // The yuan is never written like the yen.
    expect(formatMoney(99.5, 'CNY', 'en-US')).toBe('CN¥99.50');
    expect(formatMoney(99.5, 'CNY', 'zh-CN')).toBe('¥99.50');
  });
});

describe('formatMoneyShort', () => {
  it("writes an axis's amounts in few characters, in the page's language", () => {
    expect([0, 2500, 15000, 120314.02].map((v) => formatMoneyShort(v, 'USD', 'en-US'))).toEqual(['$0', '$2.5K', '$15K', '$120.3K']);
    expect([0, 15000, 120314.02].map((v) => formatMoneyShort(v, 'USD', 'zh-CN'))).toEqual(['$0', '$1.5万', '$12万']);
    expect(formatMoneyShort(15000, 'USD', 'ja')).toBe('$1.5万');
  });
});

describe('convertFromUsd', () => {
  it('rounds half up to the cent', () => {
    expect(convertFromUsd(19.99, 0.79)).toBe(15.79); // 15.7921
    expect(convertFromUsd(10, 0.12345)).toBe(1.23); // 1.2345
    expect(convertFromUsd(10, 0.12355)).toBe(1.24); // 1.2355
    expect(convertFromUsd(1, 0.125)).toBe(0.13); // exactly half
    expect(convertFromUsd(0.01, 0.5)).toBe(0.01); // half a cent
  });

  it('is not tipped by binary fractions', () => {
    // 1.005 is 1.00499999... as a double; 1.00 USD at 1.005 must still give 1.01.
    expect(convertFromUsd(1, 1.005)).toBe(1.01);
    expect(convertFromUsd(0.1, 1.15)).toBe(0.12); // 0.115
  });

  it('keeps USD amounts as they are at rate 1', () => {
    expect(convertFromUsd(19.99, 1)).toBe(19.99);
  });
});

describe('formatPrice', () => {
  it('shows each currency with its own symbol (the yen sign, not the Cyrillic Ұ)', () => {
    expect(CURRENCIES.map((option) => option.symbol)).toEqual(['$', '£', '€', '¥']);
    expect(shown(19.99, 'USD', 1)).toBe('$19.99');
    expect(shown(19.99, 'GBP', 0.79)).toBe('£15.79');
    expect(shown(19.99, 'EUR', 0.9213)).toBe('€18.42'); // 18.416787
  });

  it('shows the yen without decimals, rounded half up once', () => {
    expect(shown(19.99, 'JPY', 156.62)).toBe('¥3,131'); // 3130.8338
    expect(shown(100, 'JPY', 150)).toBe('¥15,000');
    expect(shown(0.01, 'JPY', 150)).toBe('¥2'); // 1.5
    expect(shown(19.99, 'JPY', 156.62, 'ja')).toBe('￥3,131');
  });
});

describe('money on the pages', () => {
  it('is written by formatMoney or formatPrice, never by hand ("$" and toFixed: no thousands separator, not in the page\'s language)', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.includes('.test.'));
    const byHand = files.filter((f) => /\$\$\{[^`]*toFixed\(/.test(readFileSync(join(root, f), 'utf8')));
    expect(files.length).toBeGreaterThan(50);
    expect(byHand).toEqual([]);
  });
});
