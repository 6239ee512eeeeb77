import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { antdFirstLocale } from './antd-first-locale';
import { BACK_OFFICE_NAMESPACES, FORM_NAMESPACES } from './src/lib/back-office-namespaces';
import type { ShellPage } from './src/prerender';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * UI strings, per language, so that only the language in use is downloaded: the signed-in back
 * office's in a chunk of their own, the public pages' with their language's first strings
 * (src/lib/first-strings: the one file a first page waits for), together with the server's status
 * texts. The core of the server's messages, which a public page with a form loads and the whole
 * catalogue of a signed-in page imports again, is a chunk of its own per language.
 */
function stringsChunk(id: string): string | null {
  const firstStrings = /[\\/]src[\\/]lib[\\/]first-strings[\\/](en|zh|ja)\.ts$/.exec(id) ?? /^\0virtual:antd-first-locale\/(zh|ja)_/.exec(id) ?? /packages[\\/]contracts[\\/]src[\\/]i18n[\\/]status\.(en|zh|ja)\.ts$/.exec(id);
  if (firstStrings) return `first-strings-${firstStrings[1]}`;
  const office = /[\\/]src[\\/]lib[\\/]office-strings[\\/](en|zh|ja)\.ts$/.exec(id);
  if (office) return `locale-${office[1]}-office`;
  const core = /packages[\\/]contracts[\\/]src[\\/]i18n[\\/]core\.(en|zh|ja)\.ts$/.exec(id);
  if (core) return `messages-core-${core[1]}`;
  const language = /[\\/]locales[\\/](en|zh|ja)\.json$/.exec(id)?.[1];
  if (!language) return null;
  const feature = /[\\/]features[\\/]([^\\/]+)[\\/]locales[\\/]/.exec(id)?.[1];
  if (feature !== undefined && BACK_OFFICE_NAMESPACES.includes(feature)) return `locale-${language}-office`;
  // The form pages' strings ride with the messages' core, which the same pages load.
  if (feature !== undefined && FORM_NAMESPACES.includes(feature)) return `messages-core-${language}`;
  return `first-strings-${language}`;
}

/** The app's and the contracts' modules the entry imports (statically) that lazy pages import too. */
const SHELL_MODULES = new RegExp(
  [
    String.raw`^\0vite[\\/]preload-helper`,
    String.raw`[\\/]web[\\/]src[\\/]lib[\\/](currency|store|session|paths|page-title|http|http-utils|i18n|navigation|request-key|messages|antd-locale|use-choose-currency|first-strings[\\/]index|office-strings[\\/]index)\.tsx?$`,
    String.raw`[\\/]web[\\/]src[\\/](features[\\/]content[\\/](article-links|api[\\/]use-site-content)|features[\\/]messages[\\/]api[\\/]use-messages|app[\\/]shell[\\/](app-footer|brand-logo))\.tsx?$`,
    String.raw`[\\/]contracts[\\/]src[\\/](common[\\/](endpoint|envelope|language)|i18n[\\/]index|content[\\/]content\.(endpoints|schema)|rates[\\/]rates\.(endpoints|schema)|messages[\\/]messages\.endpoints)\.ts$`,
  ].join('|'),
);

// The libraries the first page needs are split from the app code by how often they
// change, so a release that only touches pages keeps them cached. `$initial` keeps
// the parts of antd that only lazy pages use (tables, forms ...) out of these chunks.
const groups = [
  // Only the modules named: antd's English texts, which its own components use too, stay in antd.
  { name: stringsChunk, priority: 40, includeDependenciesRecursively: false },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, tags: ['$initial' as const], priority: 30 },
  { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component)[\\/]/, tags: ['$initial' as const], priority: 20 },
  // zod: only pages that validate forms use it (contractsForTheBrowser keeps the
  // contracts' schemas out of the others); its own chunk keeps it from riding along
  // with the shell's libraries.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 25 },
  { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 10 },
  // What every page loads with the entry, as one file rather than a dozen of a few hundred bytes
  // each (every file pays its own compression start and import lines: about 1 KB gzip in all).
  { name: 'shell', test: (id: string) => SHELL_MODULES.test(id), priority: 5, includeDependenciesRecursively: false },
];

/**
 * antd's popovers import its form context, which takes `FormProvider` from rc-form's
 * index; that index attaches every form part to the Form object at load, so the whole
 * form engine (about 20 KB gzip) would ship with the first page. Pointing that one
 * import at the module that defines FormProvider keeps the engine in the form pages.
 */
const rcFormProviderOnly: Plugin = {
  name: 'wm:rc-form-provider-only',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
    return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
  },
};

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const CONTRACT_SOURCE = /packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;

/** What an endpoint holds for the server (validation and API docs): the browser reads its method and path. */
const SERVER_SLOTS = new Set(['body', 'query', 'params', 'response', 'summary', 'tags']);

/** Initialisers that cannot have effects when evaluated; the rest are marked pure. */
const PLAIN_VALUES = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The contracts declare zod schemas for the server, which validates both directions.
 * The web reads endpoints for their method and path only (the schemas type `call` at
 * compile time) and forms import the schemas they validate with. Two rewrites of the
 * contracts' source, for the browser build only, keep the rest, and zod with it, out
 * of pages that merely call the API:
 * - the schema and documentation slots of each `endpoint({ ... })` are emptied;
 * - each top-level `const` is marked pure (`@__PURE__` on an IIFE), as the contracts
 *   only declare values: one that no code uses is dropped even when it is built by
 *   chained calls over other declarations (`rules.id.optional()`), which the bundler
 *   would otherwise keep in case reading them had effects.
 */
const contractsForTheBrowser: Plugin = {
  name: 'wm:contracts-for-the-browser',
  enforce: 'pre',
  transform(code, id) {
    if (!CONTRACT_SOURCE.test(id)) return null;
    const edits: Edit[] = [];
    // Offsets are checked against the names they should point at: a parser speaking
    // another unit than the string's would otherwise corrupt the code silently.
    const expect = (node: AstNode, name: string) => {
      if (code.slice(node.start, node.start + name.length) !== name) throw new Error(`${id}: unexpected source offsets at ${name}`);
    };
    const emptyServerSlots = (call: AstNode) => {
      const callee = call.callee;
      const [definition] = (call.arguments as unknown[] | undefined) ?? [];
      if (!isNode(callee) || callee.name !== 'endpoint' || !isNode(definition) || definition.type !== 'ObjectExpression') return;
      for (const property of definition.properties as AstNode[]) {
        const key = property.key;
        if (!isNode(key) || typeof key.name !== 'string' || !SERVER_SLOTS.has(key.name)) continue;
        expect(key, key.name);
        // The whole property, so that a shorthand (`tags`) keeps its name.
        edits.push({ start: property.start, end: property.end, text: `${key.name}: undefined` });
      }
    };
    for (const statement of (this.parse(code, { lang: 'ts' }) as unknown as { body: AstNode[] }).body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations as AstNode[]) {
        const { id: name, init } = declarator;
        if (!isNode(init) || PLAIN_VALUES.has(init.type)) continue;
        if (isNode(name) && typeof name.name === 'string') expect(name, name.name);
        if (init.type === 'CallExpression') emptyServerSlots(init);
        edits.push({ start: init.start, end: init.start, text: '/* @__PURE__ */ (() => (' }, { start: init.end, end: init.end, text: '))()' });
      }
    }
    // From the end, so that earlier offsets stay valid; slots lie strictly inside their declaration.
    let output = code;
    for (const edit of edits.sort((a, b) => b.start - a.start || b.end - a.end)) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
    return { code: output, map: null };
  },
};


const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built page with the storefront's frame of one language in it (src/prerender.tsx), and the
 * app's stylesheet written into it (`styles`): with nothing to wait for, the browser paints the
 * frame as soon as the page has come, before the scripts.
 */
function shellPage(page: string, shell: ShellPage, styles: { link: string; css: string }): string {
  const edits: [RegExp, string][] = [
    [new RegExp(styles.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), `<style>${styles.css}</style>`],
    [/<html lang="[^"]*">/, `<html lang="${shell.lang}">`],
    // antd puts its styles first in the head; the page's own stylesheet, later, wins over them as in the app.
    [/<meta charset="UTF-8" \/>/, `<meta charset="UTF-8" />${shell.css}`],
    [/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(shell.description)}" />`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(shell.title)}</title>`],
    [/<div id="root"><\/div>/, `<div id="root">${shell.root}</div>`],
  ];
  return edits.reduce((html, [pattern, replacement]) => {
    if (!pattern.test(html)) throw new Error(`index.html: ${pattern} not found`);
    return html.replace(pattern, () => replacement);
  }, page);
}

/**
 * The storefront's frame, rendered at build time into a page per language (index.en.html ...)
 * and the paths that must not get it (another frame), in prerender.json for the server. The
 * renderer is the app's own code, built for Node beside the app.
 */
async function prerenderShells(outDir: string): Promise<void> {
  const serverDir = join(root, 'node_modules/.cache/prerender');
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'error',
    plugins: [antdFirstLocale()],
    resolve: { mainFields: ['module', 'main'] },
    ssr: { noExternal: true, resolve: { conditions: ['module', 'import', 'default'] } },
    build: { ssr: 'src/prerender.tsx', outDir: serverDir, emptyOutDir: true, minify: false, target: 'node20' },
  });
  const { renderAllShells, renderListTemplates, pathsWithAnotherFrame, FIRST_PAGE_STYLES } = (await import(`${pathToFileURL(join(serverDir, 'prerender.js')).href}?${Date.now()}`)) as typeof import('./src/prerender');
  const page = await readFile(join(outDir, 'index.html'), 'utf8');
  const stylesheets = [...page.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  if (stylesheets.length !== 1) throw new Error(`index.html: expected one stylesheet, found ${stylesheets.length}`);
  const [link, file] = stylesheets[0]! as unknown as [string, string];
  const styles = { link, css: await readFile(join(outDir, file), 'utf8') };
  if (styles.css.includes('</style')) throw new Error(`${file} cannot be written into a page`);
  // pages: every storefront path's page per language; pageOfPath: the paths with a page of their own (fewer styles).
  const pages: Record<string, Record<string, string>> = {};
  for (const shell of await renderAllShells()) {
    const name = shell.variant === 'all' ? `index.${shell.language}.html` : `index.${shell.variant}.${shell.language}.html`;
    (pages[shell.variant] ??= {})[shell.language] = name;
    await writeFile(join(outDir, name), shellPage(page, shell, styles));
  }
  const pageOfPath = Object.fromEntries(Object.entries(FIRST_PAGE_STYLES).flatMap(([variant, { paths }]) => paths.map((path) => [path, variant])));
  const { all, ...variants } = pages;
  // firstViews: what the server fills in for a page's first view (the goods list's, per language).
  const firstViews = { list: await renderListTemplates() };
  await writeFile(join(outDir, 'prerender.json'), JSON.stringify({ pages: all, variants, pageOfPath, plain: pathsWithAnotherFrame(), firstViews }, null, 2));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Every text file of the build gets a Brotli (`.br`) and a gzip (`.gz`) copy beside it, made once
 * at build time at the highest levels; the server sends the copy the browser accepts
 * (@fastify/static `preCompressed`), so no request pays for compression and a first visit over a
 * slow line downloads about a third of the bytes. Small files are left as they are.
 */
async function precompress(outDir: string): Promise<void> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/** After the bundle is written: the pages with the storefront's frame, then the compressed copies of everything. */
const finishBuild: Plugin = {
  name: 'wm:finish-build',
  apply: 'build',
  async closeBundle() {
    const outDir = join(root, 'dist');
    await prerenderShells(outDir);
    await precompress(outDir);
  },
};

export default defineConfig({
  root,
  plugins: [react(), antdFirstLocale(), rcFormProviderOnly, contractsForTheBrowser, finishBuild],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups } },
      // The contracts only declare schemas, constants and functions. Saying so lets the
      // bundler leave out the contract modules a chunk does not use: the shell needs the
      // language list, not every endpoint (see contractsForTheBrowser for what is inside a module).
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
