import { fillPlaceholders, type Catalogue, type Language } from '@wm/contracts';

// The server's messages (the contracts' catalogue) that the web shows itself: success texts,
// form rules, the spec's status texts. Only the language in use is downloaded, in three steps:
// - the status texts, with the first strings (all a visitor's storefront pages say);
// - the core (form rules, sign-in, registration, payments ...), before a public page with a form
//   renders (router.tsx: every public page but those marked `statusTextsOnly`);
// - the whole catalogue once someone is signed in or a signed-in page opens (the capabilities'
//   own messages: drop shipping, after-sales, agreements ...).
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
let core: Promise<void> | null = null;
let full: Promise<void> | null = null;

/** Adds a part of the catalogue (the first strings' status texts, the core); what is already here wins (a whole catalogue). */
export function addCoreMessages(part: Partial<Catalogue>): void {
  catalogue = { ...part, ...catalogue };
}

/** Loads the core of the language once (a public page with forms); later calls share the first load. */
export function loadCoreMessages(language: Language): Promise<void> {
  core ??= full ?? coreLoaders[language]().then(addCoreMessages);
  return core;
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
