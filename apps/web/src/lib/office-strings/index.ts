import type { Language } from '@wm/contracts';

/**
 * The back office's UI strings (BACK_OFFICE_NAMESPACES), one file per language, loaded by the first
 * signed-in page (i18n.ts loadBackOfficeStrings). One module per language rather than a lazy import per
 * namespace: the app's start then names three files to preload, not one per namespace and language.
 * Which namespaces a file holds is checked against the locale folders by office-strings.test.ts.
 */
export const OFFICE_STRINGS = {
  en: () => import('./en'),
  zh: () => import('./zh'),
  ja: () => import('./ja'),
} satisfies Record<Language, () => Promise<unknown>>;
