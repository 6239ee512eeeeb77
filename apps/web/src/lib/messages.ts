import { fillPlaceholders, type Catalogue, type Language } from '@wm/contracts';

// The server's messages (the contracts' catalogue) that the web shows itself: success texts,
// form rules, the spec's status texts. Only the language in use is downloaded.
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@wm/contracts/i18n/en').then((module) => module.en),
  zh: () => import('@wm/contracts/i18n/zh').then((module) => module.zh),
  ja: () => import('@wm/contracts/i18n/ja').then((module) => module.ja),
};

let catalogue: Partial<Record<string, string>> = {};

/** Loads the catalogue of the language in use (before the first render). */
export async function loadMessages(language: Language): Promise<void> {
  catalogue = await loaders[language]();
}

/** A catalogue message in the language in use, {name} placeholders filled; an unknown key comes back as it is. */
export function say(key: string, params?: Record<string, string | number>): string {
  return fillPlaceholders(catalogue[key] ?? key, params);
}
