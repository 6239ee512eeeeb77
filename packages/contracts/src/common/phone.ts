import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

// Phone numbers travel and are stored in E.164 (+447911123456). The 'min' metadata is enough:
// it checks the length and leading digits per country and keeps the web bundle small.

export type PhoneCountry = CountryCode;

/** Every country with a calling code, as ISO 3166-1 alpha-2. */
export const phoneCountries = (): PhoneCountry[] => getCountries();

export const isPhoneCountry = (code: string): code is PhoneCountry => (getCountries() as string[]).includes(code);

/** '+44' for GB. */
export const callingCode = (country: PhoneCountry) => `+${getCountryCallingCode(country)}`;

/** The phone country a language suggests before the user picks one. */
export const defaultPhoneCountry = (language: string): PhoneCountry => (language.startsWith('zh') ? 'CN' : language.startsWith('ja') ? 'JP' : 'US');

const strip = (text: string) => text.trim().replace(/[\s().\-\u00a0]/g, '');

/**
 * A number as the user wrote it, in E.164, or null when it is not a valid number. Without a
 * leading + (or 00) the number is read in `country`; Chinese mobiles keep the spec's 11-digit
 * rule, so a bare 11-digit number with no country given is a Chinese mobile.
 */
export function toE164(text: string, country?: PhoneCountry, kind: PhoneKind = 'mobile'): string | null {
  let value = strip(text);
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  if (!/^\+?\d{4,17}$/.test(value)) return null;
  if (!value.startsWith('+')) {
    const home = country ?? (/^\d{11}$/.test(value) ? 'CN' : undefined);
    if (!home) return null;
    // The parser drops a national prefix (the 0 of UK and Japanese numbers).
    const parsed = parsePhoneNumberFromString(value, home);
    return parsed && isValidParsed(parsed, kind) ? parsed.number : null;
  }
  const parsed = parsePhoneNumberFromString(value);
  return parsed && isValidParsed(parsed, kind) ? parsed.number : null;
}

/** A sign-in mobile, or any phone (a company's switchboard, a consignee's landline). */
export type PhoneKind = 'mobile' | 'phone';

function isValidParsed(parsed: NonNullable<ReturnType<typeof parsePhoneNumberFromString>>, kind: PhoneKind): boolean {
  // A Chinese sign-in mobile keeps the spec's 11-digit rule.
  if (kind === 'mobile' && parsed.countryCallingCode === '86') return /^1\d{10}$/.test(parsed.nationalNumber);
  return parsed.isValid();
}

/** Whether a number that failed was meant as a Chinese one (+86, or 11 bare digits). */
export const looksChinese = (text: string) => /^(\+86|0086)/.test(strip(text)) || /^\d{11}$/.test(strip(text));

/**
 * The E.164 forms a sign-in name may stand for, most likely first: as typed with its own +,
 * in the chosen country, as an international number whose + was left out, and as a Chinese
 * mobile (the accounts made before country codes).
 */
export function phoneCandidates(text: string, country?: PhoneCountry): string[] {
  const value = strip(text);
  if (value.startsWith('+') || value.startsWith('00')) {
    const one = toE164(value);
    return one ? [one] : [];
  }
  const found = [country ? toE164(value, country) : null, toE164(`+${value}`), /^\d{11}$/.test(value) ? toE164(value, 'CN') : null];
  return [...new Set(found.filter((v): v is string => v !== null))];
}

const MAIN_COUNTRY: Record<string, PhoneCountry> = { '1': 'US', '7': 'RU', '39': 'IT', '44': 'GB', '47': 'NO', '61': 'AU', '358': 'FI' };

/** Country and national number of a stored number, for a form that edits it. */
export function splitPhone(e164: string | null | undefined): { country: PhoneCountry | undefined; national: string } {
  if (!e164) return { country: undefined, national: '' };
  const parsed = parsePhoneNumberFromString(e164.startsWith('+') ? e164 : `+${e164}`);
  if (!parsed) return { country: undefined, national: e164 };
  // +44 7911... reads as Guernsey and +1 as any of 25 countries: a form shows the main one.
  const country = MAIN_COUNTRY[parsed.countryCallingCode] ?? parsed.country;
  return country ? { country, national: parsed.nationalNumber } : { country: undefined, national: e164 };
}

/** +44 7911 123456: a stored number as people read it; anything unparseable as it is. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  return parsed ? parsed.formatInternational() : value;
}

/** +86 138****0001: enough for a person to recognise their own number, not enough to learn it. */
export function maskPhone(value: string): string {
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  if (!parsed) return value.length > 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
  const national = parsed.nationalNumber;
  return `+${parsed.countryCallingCode} ${national.length > 7 ? national.slice(0, 3) : ''}****${national.slice(-4)}`;
}
