import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wm/contracts';

/** What the web build says of its pages (apps/web/vite.config.ts, prerenderShells). */
interface PrerenderManifest {
  /** The page with the storefront's frame rendered in, per language. */
  pages: Partial<Record<Language, string>>;
  /** Paths (and all below them) whose page has another frame: they get the plain page. */
  plain: string[];
}

const isLanguage = (value: string | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

/** The web's language cookie (lib/i18n.ts): en, zh or ja; the default language without one. */
export function languageOfCookie(header: string | undefined): Language {
  const value = /(?:^|;\s*)language=([^;]*)/.exec(header ?? '')?.[1]?.trim();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Which built page an app path gets: the storefront's paths the page with its frame already in,
 * in the language the visitor chose (the cookie the web keeps), so that the header paints before
 * the app's code has come; every other path, or a build without those pages, the plain index.html.
 */
export function webPageChooser(webDist: string): (path: string, cookieHeader: string | undefined) => string {
  const manifestFile = join(webDist, 'prerender.json');
  if (!existsSync(manifestFile)) return () => 'index.html';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as PrerenderManifest;
  const plain = manifest.plain.map((prefix) => prefix.replace(/\/+$/, ''));
  const pages = new Map(Object.entries(manifest.pages).filter(([, page]) => page && existsSync(join(webDist, page))));
  return (path, cookieHeader) => {
    if (plain.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'index.html';
    return pages.get(languageOfCookie(cookieHeader)) ?? 'index.html';
  };
}
