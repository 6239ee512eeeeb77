import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * antd's texts that the storefront's first pages show (src/lib/antd-locale.ts): a language's
 * locale holds every component's, and its date pickers', calendar's and forms' texts are most of
 * it (about 1.5 of its 2 KB gzip in Chinese and Japanese). `virtual:antd-first-locale/ja_JP` is
 * antd's own `antd/es/locale/ja_JP` with only these parts, taken from it at build time; the whole
 * locale follows with the first page that needs the rest (a form page, a signed-in page).
 */
export const FIRST_LOCALE_PARTS = ['locale', 'Pagination', 'global', 'Modal', 'Popconfirm', 'Empty'] as const;

const PREFIX = 'virtual:antd-first-locale/';
const RESOLVED = `\0${PREFIX}`;
const require = createRequire(import.meta.url);

export function antdFirstLocale(): Plugin {
  return {
    name: 'wm:antd-first-locale',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `${RESOLVED}${source.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}_[A-Z]{2}$/.test(name)) throw new Error(`${id}: not an antd locale name`);
      const full = (require(`antd/lib/locale/${name}.js`) as { default: Record<string, unknown> }).default;
      const first = Object.fromEntries(FIRST_LOCALE_PARTS.map((part) => [part, full[part]]).filter(([, value]) => value !== undefined));
      return `export default ${JSON.stringify(first)};`;
    },
  };
}
