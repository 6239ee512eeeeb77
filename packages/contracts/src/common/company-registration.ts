import { isCreditCode } from './validation';

/**
 * What identifies a registered company, by the country it is registered in. China keeps the
 * spec's unified social credit code; the others are the numbers resellers there are given.
 */
export type RegistrationScheme = 'uscc' | 'ein' | 'crn' | 'jcn' | 'vat' | 'other';

/** EU VAT identification numbers, national part after the country prefix (EL is Greece's prefix). */
export const EU_VAT_FORMATS: Readonly<Record<string, { prefix: string; pattern: RegExp; example: string }>> = {
  AT: { prefix: 'ATU', pattern: /^\d{8}$/, example: 'ATU12345678' },
  BE: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  BG: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  CY: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678X' },
  CZ: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  DE: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  DK: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  EE: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  GR: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  ES: { prefix: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  FI: { prefix: 'FI', pattern: /^\d{8}$/, example: 'FI12345678' },
  FR: { prefix: 'FR', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  HR: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  HU: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  IE: { prefix: 'IE', pattern: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  IT: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  LT: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  LU: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  LV: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  MT: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  NL: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  PL: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  PT: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  RO: { prefix: 'RO', pattern: /^\d{2,10}$/, example: 'RO1234567890' },
  SE: { prefix: 'SE', pattern: /^\d{10}01$/, example: 'SE123456789001' },
  SI: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  SK: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
};

export function registrationScheme(country: string): RegistrationScheme {
  if (country === 'CN') return 'uscc';
  if (country === 'US') return 'ein';
  if (country === 'GB') return 'crn';
  if (country === 'JP') return 'jcn';
  if (country in EU_VAT_FORMATS) return 'vat';
  return 'other';
}

/** Japanese corporate number (法人番号): 13 digits, the first a check digit over the other 12. */
export function isJapaneseCorporateNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  // Digits counted from the right end of the 12-digit base: odd positions weigh 1, even ones 2.
  for (let n = 1; n <= 12; n++) sum += Number(value[13 - n]) * (n % 2 === 1 ? 1 : 2);
  return Number(value[0]) === 9 - (sum % 9);
}

/**
 * The registration number in its usual written form, or null when it does not fit the
 * country's format: spaces and separators the user typed are dropped, letters upper-cased,
 * an EIN written 12-3456789 and a VAT id with its country prefix.
 */
export function normalizeRegistration(country: string, text: string): string | null {
  const raw = text.trim().toUpperCase();
  const compact = raw.replace(/[\s.\-/]/g, '');
  switch (registrationScheme(country)) {
    case 'uscc':
      return isCreditCode(compact) ? compact : null;
    case 'ein':
      return /^\d{9}$/.test(compact) ? `${compact.slice(0, 2)}-${compact.slice(2)}` : null;
    case 'crn':
      return /^(\d{8}|[A-Z]{2}\d{6})$/.test(compact) ? compact : null;
    case 'jcn':
      return isJapaneseCorporateNumber(compact) ? compact : null;
    case 'vat': {
      const format = EU_VAT_FORMATS[country]!;
      const national = compact.startsWith(format.prefix) ? compact.slice(format.prefix.length) : compact;
      return format.pattern.test(national) ? `${format.prefix}${national}` : null;
    }
    default: {
      const value = raw.replace(/\s+/g, ' ');
      return value.length >= 3 && value.length <= 40 ? value : null;
    }
  }
}

/** Catalogue keys for a country's label, hint and format error, and the example the hint shows. */
export function registrationTexts(country: string) {
  const scheme = registrationScheme(country);
  return {
    scheme,
    label: `registration.${scheme}.label`,
    hint: `registration.${scheme}.hint`,
    invalid: `registration.${scheme}.invalid`,
    example: scheme === 'vat' ? EU_VAT_FORMATS[country]!.example : '',
  };
}
