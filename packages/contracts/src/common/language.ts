export const LANGUAGES = ['en', 'zh', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Accept-Language value the web sends for each language (spec section 7). */
export const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-US', zh: 'zh-CN', ja: 'ja-JP' };

/** Picks the first supported language in an Accept-Language header (zh-CN, en-US, ja-JP, q-values allowed). */
export function parseAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...paramsList] = part.trim().split(';');
      const q = paramsList.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0] as Language;
    if ((LANGUAGES as readonly string[]).includes(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

