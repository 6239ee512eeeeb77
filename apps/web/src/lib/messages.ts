import { fillPlaceholders, type Catalogue, type Language } from '@wm/contracts';

// The server's messages (the contracts' catalogue) that the web shows itself: success texts,
// form rules, the spec's status texts. Only the language in use is downloaded: first its core
// (what every page may need), the whole catalogue once someone is signed in or a signed-in page
// opens (the capabilities' own messages: drop shipping, after-sales, agreements ...).
const coreLoaders: Record<Language, () => Promise<Partial<Catalogue>>> = {
  en: () => import('@wm/contracts/i18n/core.en').then((module) => module.coreEn),
  zh: () => import('@wm/contracts/i18n/core.zh').then((module) => module.coreZh),
  ja: () => import('@wm/contracts/i18n/core.ja').then((module) => module.coreJa),
};
const fullLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@wm/contracts/i18n/en').then((module) => module.en),
  zh: () => import('@wm/contracts/i18n/zh').then((module) => module.zh),
  ja: () => import('@wm/contracts/i18n/ja').then((module) => module.ja),
};

let catalogue: Partial<Record<string, string>> = {};
let full: Promise<void> | null = null;

/** Loads the catalogue of the language in use (before the first render): the whole of it, or its core. */
export async function loadMessages(language: Language, whole = false): Promise<void> {
  if (whole) return loadAllMessages(language);
  catalogue = { ...(await coreLoaders[language]()), ...catalogue };
}

/** Loads the whole catalogue of the language once (signed in, or a signed-in page); later calls share the first load. */
export function loadAllMessages(language: Language): Promise<void> {
  full ??= fullLoaders[language]().then((all) => {
    catalogue = all;
  });
  return full;
}

/** A catalogue message in the language in use, {name} placeholders filled; an unknown key comes back as it is. */
export function say(key: string, params?: Record<string, string | number>): string {
  return fillPlaceholders(catalogue[key] ?? key, params);
}
