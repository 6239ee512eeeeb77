import { amountToCents, roundHalfUp } from '@wm/contracts';

/** The page's language (`<html lang>` follows the chosen one): how numbers and symbols are written. */
const pageLocale = () => (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';

const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(currency: string, locale: string, short = false): Intl.NumberFormat {
  const key = `${locale} ${currency}${short ? ' short' : ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The narrow symbol ($, £, €, ¥) reads the same in every language; the yuan keeps its own
    // (CN¥ in English, ¥ in Chinese) so that it is never taken for the yen.
    const compact = short ? ({ notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 } as const) : {};
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: currency === 'CNY' ? 'symbol' : 'narrowSymbol', ...compact });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Decimals a currency is written with: 2, none for the yen. */
export const fractionDigits = (currency: string) => formatterOf(currency, 'en-US').resolvedOptions().maximumFractionDigits ?? 2;

/** The one money formatter: an amount of `currency` (ISO 4217) as the page's language writes it. */
export function formatMoney(amount: number, currency: string, locale = pageLocale()): string {
  return formatterOf(currency, locale).format(amount);
}

/** An amount in few characters, for a chart's axis: $15K, 1.2万 US$, as the page's language writes it. */
export function formatMoneyShort(amount: number, currency: string, locale = pageLocale()): string {
  return formatterOf(currency, locale, true).format(amount);
}

/**
 * A USD amount in the display currency (1 USD = rate units), rounded half up to the
 * cent. Worked in cents so that float drift cannot tip a half: 19.99 at 0.79 is 15.79.
 */
export function convertFromUsd(amount: number, rate: number, digits = 2): number {
  const scale = 10 ** (2 - digits);
  return roundHalfUp((amountToCents(amount) * rate) / scale) / 10 ** digits;
}

/** What a price needs to know of the chosen currency (the client store holds both). */
export interface DisplayCurrency {
  currency: string;
  exchangeRate: number;
}

/** A USD price as shown: converted to the chosen currency (whole yen, cents otherwise) and formatted for the page's language. */
export function formatPrice(amount: number, { currency, exchangeRate }: DisplayCurrency, locale = pageLocale()): string {
  return formatMoney(convertFromUsd(amount, exchangeRate, fractionDigits(currency)), currency, locale);
}
