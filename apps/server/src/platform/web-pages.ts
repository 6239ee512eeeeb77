import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
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

/**
 * The frame's logo link, empty in the built page: the site's logo is a setting (websiteIcon) the
 * build cannot know. On a phone-sized screen it is the largest thing the frame shows, so while it
 * came with the app the page's largest paint waited for the scripts and the settings.
 */
const EMPTY_LOGO = /(<a class="brand-logo"[^>]*>)(<\/a>)/;
/** A logo is written in only as a picture address: data:image/..., http(s), or a path of this site. */
const PICTURE_ADDRESS = /^(data:image\/[a-z0-9.+-]+[;,]|https?:\/\/|\/(?!\/))/i;
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A built page with the site's logo in its frame, as the app's BrandLogo renders it (apps/web shell/brand-logo.tsx). */
export function withSiteLogo(html: string, logo: string): string {
  if (!PICTURE_ADDRESS.test(logo)) return html;
  return html.replace(EMPTY_LOGO, (_, open: string, close: string) => `${open}<img class="brand-logo__image" src="${escapeAttribute(logo)}" alt="">${close}`);
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encoding a page goes out in: Brotli, else gzip, else none (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The storefront's built pages with the site's logo written in, compressed once per page, logo and
 * encoding (the logo changes when an operator changes it; a few variants are kept).
 */
export function framedPages(webDist: string): (file: string, logo: string, encoding: PageEncoding) => Promise<Buffer> {
  const made = new Map<string, Promise<Buffer>>();
  const KEPT = 24;
  return (file, logo, encoding) => {
    const key = `${file}\n${encoding}\n${logo}`;
    let page = made.get(key);
    if (!page) {
      if (made.size >= KEPT) made.clear();
      const html = Buffer.from(withSiteLogo(readFileSync(join(webDist, file), 'utf8'), logo));
      page =
        encoding === 'br'
          ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
          : encoding === 'gzip'
            ? gzipped(html, { level: 9 })
            : Promise.resolve(html);
      page.catch(() => made.delete(key));
      made.set(key, page);
    }
    return page;
  };
}
