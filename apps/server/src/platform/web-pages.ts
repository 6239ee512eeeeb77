import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type ListFirstViewTemplate } from '@wm/contracts';
import { escapeHtml } from './escape';

/** What the web build says of its pages (apps/web/vite.config.ts, prerenderShells). */
interface PrerenderManifest {
  /** The page with the storefront's frame rendered in, per language. */
  pages: Partial<Record<Language, string>>;
  /** Pages of the same frame with fewer component styles, per language, by name (apps/web src/prerender.tsx FIRST_PAGE_STYLES). */
  variants?: Record<string, Partial<Record<Language, string>>>;
  /** The paths that get one of those (exactly these paths). */
  pageOfPath?: Record<string, string>;
  /** Paths (and all below them) whose page has another frame: they get the plain page. */
  plain: string[];
  /** What the server fills in for a page's first view, per language (apps/web src/prerender.tsx renderListTemplates). */
  firstViews?: { list?: Partial<Record<Language, ListFirstViewTemplate>> };
}

const readManifest = (webDist: string): PrerenderManifest | null => {
  const file = join(webDist, 'prerender.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest) : null;
};

/** The goods list's first view templates of the web build, per language; none from a build without them. */
export function listFirstViewTemplates(webDist: string): Partial<Record<Language, ListFirstViewTemplate>> {
  return readManifest(webDist)?.firstViews?.list ?? {};
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
 * the app's code has come (a path with a page of its own, with fewer styles, that one); every
 * other path, or a build without those pages, the plain index.html.
 */
export function webPageChooser(webDist: string): (path: string, cookieHeader: string | undefined) => string {
  const manifest = readManifest(webDist);
  if (!manifest) return () => 'index.html';
  const plain = manifest.plain.map((prefix) => prefix.replace(/\/+$/, ''));
  const built = (files: Partial<Record<Language, string>>) => new Map(Object.entries(files).filter(([, page]) => page && existsSync(join(webDist, page))));
  const pages = built(manifest.pages);
  const variants = new Map(Object.entries(manifest.variants ?? {}).map(([name, files]) => [name, built(files)]));
  const pageOfPath = new Map(Object.entries(manifest.pageOfPath ?? {}));
  return (path, cookieHeader) => {
    if (plain.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'index.html';
    const language = languageOfCookie(cookieHeader);
    const variant = variants.get(pageOfPath.get(path.replace(/(.)\/+$/, '$1')) ?? '');
    return variant?.get(language) ?? pages.get(language) ?? 'index.html';
  };
}

/**
 * The frame's logo link, empty in the built page: the site's logo is a setting (websiteIcon) the
 * build cannot know. On a phone-sized screen it is the largest thing the frame shows, so while it
 * came with the app the page's largest paint waited for the scripts and the settings.
 */
const EMPTY_LOGO = /(<a class="brand-logo"[^>]*>)(<\/a>)/;
/** A picture is written into a page only from a picture address: data:image/..., http(s), or a path of this site. */
const PICTURE_ADDRESS = /^(data:image\/[a-z0-9.+-]+[;,]|https?:\/\/|\/(?!\/))/i;
export const isPictureAddress = (address: string) => PICTURE_ADDRESS.test(address);
/** Text made safe for a page, as an element's content or a quoted attribute's value. */

/** A built page with the site's logo in its frame, as the app's BrandLogo renders it (apps/web shell/brand-logo.tsx). */
export function withSiteLogo(html: string, logo: string): string {
  if (!isPictureAddress(logo)) return html;
  return html.replace(EMPTY_LOGO, (_, open: string, close: string) => `${open}<img class="brand-logo__image" src="${escapeHtml(logo)}" alt="">${close}`);
}

/** The frame's main area, empty in the built page, and its background (apps/web main-layout.tsx). */
const EMPTY_MAIN = /(<main id="main-content"[^>]*class="app-main app-main--)(grey|white)("[^>]*>)(<\/main>)/;

/**
 * What a page shows first, made from the page's data by the server (the goods page's name and
 * pictures, modules/catalog/goods-first-view.ts): markup for the frame's main area, and the
 * area's background as the app's page has it.
 */
export interface FirstView {
  html: string;
  background: 'grey' | 'white';
  /** The page's own name, before the frame's title ("<title> - <site>", as the app's RootLayout writes it); plain text. */
  title?: string;
  /** The page's description for search engines, instead of the site's; plain text. */
  description?: string;
}

/** The frame's document title and description, as the build wrote them (apps/web vite.config.ts). */
const FRAME_TITLE = /<title>([^<]*)<\/title>/;
const FRAME_DESCRIPTION = /(<meta name="description" content=")[^"]*(" \/>)/;

/**
 * A built page with a page's first view in its main area (and its title and description in the
 * head), painted with the frame and replaced by the app's page when it has come. It is inside the frame, so inert and hidden from assistive
 * technology like the rest of it.
 */
export function withFirstView(html: string, view: FirstView | null): string {
  if (!view) return html;
  let page = html.replace(EMPTY_MAIN, (_, open: string, __: string, rest: string, close: string) => `${open}${view.background}${rest}${view.html}${close}`);
  if (view.title) page = page.replace(FRAME_TITLE, (_, site: string) => `<title>${escapeHtml(view.title!)} - ${site}</title>`);
  if (view.description) page = page.replace(FRAME_DESCRIPTION, (_, open: string, close: string) => `${open}${escapeHtml(view.description!)}${close}`);
  return page;
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
 * The storefront's built pages with the site's logo and a page's first view written in, compressed
 * once per page, logo, first view and encoding. The pages without a first view are few (a page per
 * language; the logo changes when an operator changes it) and are compressed hard; those with one
 * (a goods page each) are many, compressed quicker and kept the most recently asked first.
 */
export function framedPages(webDist: string): (file: string, logo: string, encoding: PageEncoding, firstView?: FirstView | null) => Promise<Buffer> {
  const frames = new Map<string, Promise<Buffer>>();
  const views = new Map<string, Promise<Buffer>>();
  const FRAMES_KEPT = 24;
  const VIEWS_KEPT = 500;
  return (file, logo, encoding, firstView = null) => {
    const made = firstView ? views : frames;
    const key = `${file}\n${encoding}\n${logo}\n${firstView ? JSON.stringify([firstView.background, firstView.title, firstView.description, firstView.html]) : ''}`;
    let page = made.get(key);
    if (page) {
      // The most recently asked last: the first in the map is the first to go.
      made.delete(key);
      made.set(key, page);
      return page;
    }
    if (!firstView && made.size >= FRAMES_KEPT) made.clear();
    if (firstView && made.size >= VIEWS_KEPT) made.delete(made.keys().next().value!);
    const html = Buffer.from(withFirstView(withSiteLogo(readFileSync(join(webDist, file), 'utf8'), logo), firstView));
    page =
      encoding === 'br'
        ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: firstView ? 5 : 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : encoding === 'gzip'
          ? gzipped(html, { level: firstView ? 6 : 9 })
          : Promise.resolve(html);
    page.catch(() => made.delete(key));
    made.set(key, page);
    return page;
  };
}
