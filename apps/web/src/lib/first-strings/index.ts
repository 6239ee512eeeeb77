import type { Language } from '@wm/contracts';

/**
 * What a page needs to speak before it first renders, one file per language: the UI strings of
 * the public pages (the shell's and those of the features a visitor sees), antd's texts and the
 * server's status texts (the rest of its messages comes with the pages that say them: messages.ts).
 * One request at app start instead of one per namespace; the signed-in back office's strings come later, with its first page (i18n.ts, BACK_OFFICE_NAMESPACES).
 * Which namespaces a file holds is checked against the locale folders by first-strings.test.ts.
 */
export const FIRST_STRINGS = {
  en: () => import('./en'),
  zh: () => import('./zh'),
  ja: () => import('./ja'),
} satisfies Record<Language, () => Promise<unknown>>;

export type FirstStrings = Awaited<ReturnType<(typeof FIRST_STRINGS)[Language]>>;
