import type { Language } from '@wm/contracts';

/** Picks the column (or value) of a language: texts are stored as name_en, name_zh, name_ja. */
export const inLanguage = <En, Zh, Ja>(lang: Language, texts: { en: En; zh: Zh; ja: Ja }): En | Zh | Ja => texts[lang];
