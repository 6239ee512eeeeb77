import { fillPlaceholders, type Catalogue, type Language } from '@wm/contracts';

// The server's messages (the contracts' catalogue) that the web shows itself: success texts,
// form rules, the spec's status texts. Only the language in use is downloaded: first its core
// (what every page may need, with the first strings), the whole catalogue once someone is signed
// in or a signed-in page opens (the capabilities' own messages: drop shipping, after-sales, agreements ...).
const fullLoaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('@wm/contracts/i18n/en').then((module) => module.en),
  zh: () => import('@wm/contracts/i18n/zh').then((module) => module.zh),
  ja: () => import('@wm/contracts/i18n/ja').then((module) => module.ja),
};

let catalogue: Partial<Record<string, string>> = {};
let full: Promise<void> | null = null;

/** The catalogue's core (what every page may need), from the first strings (first-strings/); a whole catalogue already here wins. */
export function addCoreMessages(core: Partial<Catalogue>): void {
  catalogue = { ...core, ...catalogue };
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
