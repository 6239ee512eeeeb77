import { registrationTexts } from '@wm/contracts';
import { currentLanguage } from './i18n';
import { say } from './messages';

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the language in use (GB: United Kingdom, 英国, イギリス). */
export function countryName(code: string): string {
  const language = currentLanguage();
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language === 'zh' ? 'zh-CN' : language], { type: 'region' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 'Companies House number (United Kingdom)': what a registration number is, with its country. */
export const registrationLabel = (country: string) => `${say(registrationTexts(country).label)} (${countryName(country)})`;
