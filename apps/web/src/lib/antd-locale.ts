import { useSyncExternalStore } from 'react';
import type { Language } from '@wm/contracts';
import type { Locale } from 'antd/es/locale';

/**
 * antd's texts in the language in use. A first page starts with the parts the storefront's pages
 * show (first-strings: pagination, dialogs, empty states...; antd-first-locale.ts picks them from
 * antd's locale at build time); the whole locale, with the date pickers', calendar's and forms'
 * texts, loads with the first page that may need them (a form page, a signed-in page: i18n.ts) and
 * takes the first one's place before that page renders. English is antd's own default, already
 * in its code, so it starts whole.
 */
const WHOLE: Record<Exclude<Language, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  ja: () => import('antd/es/locale/ja_JP'),
};

let whole: Locale | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** antd's locale now: the whole one once loaded, else the first page's. */
export const antdLocaleNow = (first: Locale): Locale => whole ?? first;

/** The locale for antd's ConfigProvider, which follows when the whole one arrives. */
export function useAntdLocale(first: Locale): Locale {
  return useSyncExternalStore(
    subscribe,
    () => antdLocaleNow(first),
    () => first,
  );
}

/** Loads the language's whole antd locale once; later calls share the first load, and a failed one is asked again. */
export function loadWholeAntdLocale(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  loading ??= WHOLE[language]().then(
    ({ default: locale }) => {
      whole = locale;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
