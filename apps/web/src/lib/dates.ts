/** The page's language (`<html lang>` follows the chosen one). */
const pageLocale = () => (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';

/**
 * A date as the page's language writes it (Nov 28, 2025 / 2025年11月28日), never the
 * browser's: a Chinese page on an English system still reads Chinese.
 */
export function formatDate(value: string | Date, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }, locale = pageLocale()): string {
  return new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value);
}
