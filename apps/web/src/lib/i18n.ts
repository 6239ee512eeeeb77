import { useEffect, useState } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wm/contracts';
import type { Locale } from 'antd/es/locale';
import i18next, { type InitOptions, type ResourceLanguage } from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { loadWholeAntdLocale } from './antd-locale';
import { FIRST_STRINGS, type FirstStrings } from './first-strings';
import { OFFICE_STRINGS } from './office-strings';
import { addCoreMessages, loadAllMessages, loadCoreMessages } from './messages';
import { getToken, useClientStore } from './store';

/** The spec keeps the language in this cookie (values en, zh, ja). */
const LANGUAGE_COOKIE = 'language';

/** Each language is offered under its own name, whatever the current language. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', zh: '中文', ja: '日本語' };

export const HTML_LANG: Record<Language, string> = { en: 'en', zh: 'zh-CN', ja: 'ja' };

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

function readLanguageCookie(): Language {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function saveLanguageCookie(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, path: '/', sameSite: 'lax' });
}

// UI strings live beside their feature; the shell's in app/locales. The public pages' strings of
// the chosen language come in one file at start (first-strings); the back office's in one file too,
// loaded by the first signed-in page, only the chosen language's (office-strings).

/** '../app/locales/en.json' -> 'app'; '../features/auth/locales/en.json' -> 'auth'. */
export function namespaceOf(path: string): string {
  const match = /([^/]+)\/locales\/[^/]+\.json$/.exec(path);
  if (!match?.[1]) throw new Error(`not a locale file: ${path}`);
  return match[1];
}

// dayjs (dates in antd pickers, month and weekday names) speaks English out of the box, so English
// pages load none of it here; in another language the first signed-in page loads dayjs with its
// locale and makes it current (no public page shows a localised date: they load none of it).
const dayjsLocales: Record<Exclude<Language, 'en'>, { name: string; load: () => Promise<unknown> }> = {
  zh: { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  ja: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

async function applyDayjsLocale(language: Language): Promise<void> {
  if (language === 'en') return;
  const locale = dayjsLocales[language];
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), locale.load()]);
  dayjs.locale(locale.name);
}

let backOffice: Promise<void> | null = null;
let backOfficeLoaded = false;

/**
 * For a piece of a public page that speaks with the back office's strings (shown to signed-in
 * people only): loads them when `enabled`, and answers whether they are there to render with.
 */
export function useOfficeStrings(enabled: boolean): boolean {
  const [ready, setReady] = useState(backOfficeLoaded);
  useEffect(() => {
    if (enabled && !ready) void loadBackOfficeStrings().then(() => setReady(true));
  }, [enabled, ready]);
  return ready;
}
/** Loads the back-office namespaces of the current language once; later calls share the first load. */
export function loadBackOfficeStrings(): Promise<void> {
  const language = currentLanguage();
  backOffice ??= Promise.all([
    applyDayjsLocale(language),
    loadWholeAntdLocale(language),
    OFFICE_STRINGS[language]().then(({ namespaces }) => {
      for (const [path, strings] of Object.entries(namespaces)) i18next.addResourceBundle(language, namespaceOf(path), strings, true, true);
    }),
    loadAllMessages(language),
  ]).then(() => {
    backOfficeLoaded = true;
  });
  return backOffice;
}

// The form pages' strings (FORM_NAMESPACES), a file per language, found as first-strings and
// office-strings find theirs (lib/ names no feature module).
const formStrings = import.meta.glob<ResourceLanguage>('../features/auth/locales/*.json', { import: 'default' });
let forms: Promise<void> | null = null;

/**
 * What a public page with a form says beyond the first strings, loaded once before it renders
 * (router.tsx): its own strings (signing in, registering, a forgotten password), the server
 * messages' core (form rules, their errors) and antd's whole locale (antd-locale.ts).
 */
export function loadFormStrings(): Promise<void> {
  const language = currentLanguage();
  forms ??= Promise.all([
    loadCoreMessages(language),
    loadWholeAntdLocale(language),
    formStrings[`../features/auth/locales/${language}.json`]!().then((strings) => {
      i18next.addResourceBundle(language, 'auth', strings, true, true);
    }),
  ]).then(
    () => undefined,
    (error: unknown) => {
      // A failed download is asked again by the next page that needs it.
      forms = null;
      throw error;
    },
  );
  return forms;
}

/** i18next's settings for a language and its first strings: the app's, and the storefront frame's at build time (prerender.tsx). */
export function i18nOptions(language: Language, strings: FirstStrings): InitOptions {
  return {
    lng: language,
    fallbackLng: false,
    resources: { [language]: Object.fromEntries(Object.entries(strings.namespaces).map(([path, namespace]) => [namespaceOf(path), namespace])) },
    defaultNS: 'app',
    interpolation: { escapeValue: false }, // React escapes already
  };
}

/** Loads the cookie's language (UI strings, antd's locale) before the first render. */
export async function initI18n(): Promise<{ language: Language; antdLocale: Locale }> {
  const language = readLanguageCookie();
  const [strings] = await Promise.all([
    FIRST_STRINGS[language](),
    // A signed-in person gets every capability's messages from the start; a visitor the status texts (in the first strings).
    getToken() !== null ? loadAllMessages(language) : undefined,
  ]);
  addCoreMessages(strings.status);
  await i18next.use(initReactI18next).init(i18nOptions(language, strings));
  document.documentElement.lang = HTML_LANG[language];
  // Signing in on a public page brings the capabilities' messages along.
  useClientStore.subscribe((state) => {
    if (state.token) void loadAllMessages(language);
  });
  return { language, antdLocale: strings.antd };
}

/** The language requests and messages use; the cookie until i18next is ready. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : readLanguageCookie();
}
