import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { framedPages, languageOfCookie, pageEncoding, webPageChooser, withFirstView, withSiteLogo } from './web-pages';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'wm-pages-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const manifest = JSON.stringify({ pages: { en: 'index.en.html', zh: 'index.zh.html', ja: 'index.ja.html' }, plain: ['/login', '/admin', '/merchant', '/checkresultpayment', '/shop/'] });

describe('the page an app path gets', () => {
  it('a storefront path: the page with its frame in the cookie language, English without one or with a wrong one', () => {
    const choose = webPageChooser(dist({ 'index.html': '', 'index.en.html': '', 'index.zh.html': '', 'index.ja.html': '', 'prerender.json': manifest }));
    expect(choose('/home', 'language=zh')).toBe('index.zh.html');
    expect(choose('/classify/list', 'a=1; language=ja; b=2')).toBe('index.ja.html');
    expect(choose('/goodsDetails/index', undefined)).toBe('index.en.html');
    expect(choose('/home', 'language=fr')).toBe('index.en.html');
    expect(choose('/home', 'xlanguage=zh')).toBe('index.en.html');
    expect(choose('/', 'language=zh')).toBe('index.zh.html');
  });

  it('a path with another frame (signing in, the consoles, a store) and all below it: the plain page', () => {
    const choose = webPageChooser(dist({ 'index.html': '', 'index.en.html': '', 'index.zh.html': '', 'prerender.json': manifest }));
    for (const path of ['/login', '/login/index', '/admin', '/admin/users', '/merchant/goods/12', '/checkresultpayment', '/shop', '/shop/index']) {
      expect(choose(path, 'language=zh'), path).toBe('index.html');
    }
    // Only whole path segments: a path that merely starts with the same letters keeps the frame.
    expect(choose('/shopping', 'language=zh')).toBe('index.zh.html');
    expect(choose('/shoppingCart', 'language=zh')).toBe('index.zh.html');
    // A language whose page the build did not make.
    expect(choose('/home', 'language=ja')).toBe('index.html');
  });

  it('a path with a page of its own (fewer styles) gets it, in the cookie language; a language without one the usual page', () => {
    const withVariants = JSON.stringify({
      ...JSON.parse(manifest),
      variants: { home: { en: 'index.home.en.html', zh: 'index.home.zh.html' }, goods: { en: 'index.goods.en.html', ja: 'index.goods.ja.html' } },
      pageOfPath: { '/home': 'home', '/goodsDetails/index': 'goods' },
    });
    const files = ['index.html', 'index.en.html', 'index.zh.html', 'index.ja.html', 'index.home.en.html', 'index.home.zh.html', 'index.goods.en.html'];
    const choose = webPageChooser(dist({ ...Object.fromEntries(files.map((file) => [file, ''])), 'prerender.json': withVariants }));
    expect(choose('/home', 'language=zh')).toBe('index.home.zh.html');
    expect(choose('/home/', undefined)).toBe('index.home.en.html');
    expect(choose('/home', 'language=ja')).toBe('index.ja.html');
    expect(choose('/goodsDetails/index', 'language=en')).toBe('index.goods.en.html');
    // Named in the manifest but not built: the usual page.
    expect(choose('/goodsDetails/index', 'language=ja')).toBe('index.ja.html');
    // Only the paths named, not those below them.
    expect(choose('/home/more', 'language=zh')).toBe('index.zh.html');
    expect(choose('/classify/list', 'language=zh')).toBe('index.zh.html');
  });

  it('a build without the manifest: the plain page everywhere', () => {
    const choose = webPageChooser(dist({ 'index.html': '' }));
    expect(choose('/home', 'language=zh')).toBe('index.html');
  });

  it('reads the language cookie the web keeps', () => {
    expect(languageOfCookie('language=ja')).toBe('ja');
    expect(languageOfCookie(' theme=dark;language=zh ')).toBe('zh');
    expect(languageOfCookie('')).toBe('en');
  });
});

describe("the site's logo in the frame", () => {
  const frame = '<header><a class="brand-logo" aria-label="Wholesale Marketplace" href="/home" data-discover="true"></a></header>';

  it('is written into the empty logo link, escaped', () => {
    expect(withSiteLogo(frame, 'data:image/svg+xml,%3Csvg%3E"&')).toBe(
      '<header><a class="brand-logo" aria-label="Wholesale Marketplace" href="/home" data-discover="true"><img class="brand-logo__image" src="data:image/svg+xml,%3Csvg%3E&quot;&amp;" alt=""></a></header>',
    );
    expect(withSiteLogo(frame, '/uploads/logo.png')).toContain('src="/uploads/logo.png"');
    expect(withSiteLogo(frame, 'https://cdn.example.com/logo.png')).toContain('src="https://cdn.example.com/logo.png"');
  });

  it('only as a picture address: anything else leaves the link empty, for the app to fill', () => {
    for (const logo of ['', 'javascript:alert(1)', '//elsewhere.example/logo.png', 'data:text/html,<script>alert(1)</script>', ' /logo.png', '"><script>alert(1)</script>']) {
      expect(withSiteLogo(frame, logo), logo).toBe(frame);
    }
  });

  it('goes out in the encoding the browser accepts, made once per page, logo and encoding', async () => {
    const dir = dist({ 'index.en.html': frame });
    const page = framedPages(dir);
    const logo = '/uploads/logo.png';
    const br = await page('index.en.html', logo, 'br');
    expect(brotliDecompressSync(br).toString()).toBe(withSiteLogo(frame, logo));
    expect(gunzipSync(await page('index.en.html', logo, 'gzip')).toString()).toBe(withSiteLogo(frame, logo));
    expect((await page('index.en.html', logo, 'identity')).toString()).toBe(withSiteLogo(frame, logo));
    // Made once: the same buffer again, even once the file has changed; another logo is made anew.
    writeFileSync(join(dir, 'index.en.html'), 'changed');
    expect(await page('index.en.html', logo, 'br')).toBe(br);
    expect((await page('index.en.html', '/uploads/other.png', 'identity')).toString()).toBe('changed');
  });

  it('reads Accept-Encoding: Brotli first, then gzip, q=0 refuses one', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('BR')).toBe('br');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});

describe("a page's first view in the frame", () => {
  const frame = '<div id="root"><main id="main-content" tabindex="-1" class="app-main app-main--grey"></main><footer></footer></div>';
  const view = { html: '<h1 class="goods-detail__name">Sofa</h1>', background: 'white' as const };

  it("is written into the frame's empty main area, with the app page's background", () => {
    expect(withFirstView(frame, view)).toBe('<div id="root"><main id="main-content" tabindex="-1" class="app-main app-main--white"><h1 class="goods-detail__name">Sofa</h1></main><footer></footer></div>');
    expect(withFirstView(frame, { ...view, background: 'grey' })).toContain('class="app-main app-main--grey"><h1');
    expect(withFirstView(frame, null)).toBe(frame);
  });

  it("puts the page's title before the frame's and its description instead of the site's, escaped", () => {
    const head = '<head><meta name="description" content="The site." /><title>Wholesale &amp; Co</title></head>';
    const page = withFirstView(head + frame, { ...view, title: 'Oak <Sofa> & "Chair"', description: 'Solid "oak" <b>' });
    expect(page).toContain('<title>Oak &lt;Sofa&gt; &amp; &quot;Chair&quot; - Wholesale &amp; Co</title>');
    expect(page).toContain('<meta name="description" content="Solid &quot;oak&quot; &lt;b&gt;" />');
    expect(page).toContain('<h1 class="goods-detail__name">Sofa</h1>');
    // Without them the head is as built.
    expect(withFirstView(head + frame, view)).toContain(head);
  });

  it('is made once per page and view, the most recently asked kept', async () => {
    const dir = dist({ 'index.en.html': frame });
    const page = framedPages(dir);
    const br = await page('index.en.html', '', 'br', view);
    expect(brotliDecompressSync(br).toString()).toBe(withFirstView(frame, view));
    expect(gunzipSync(await page('index.en.html', '', 'gzip', view)).toString()).toBe(withFirstView(frame, view));
    expect(await page('index.en.html', '', 'br', view)).toBe(br);
    // The page without a view is another page.
    expect((await page('index.en.html', '', 'identity')).toString()).toBe(frame);
    // 500 goods pages later the first one is made anew; one asked for in between is kept.
    const other = { ...view, html: '<h1>0</h1>' };
    const kept = await page('index.en.html', '', 'identity', other);
    for (let i = 1; i < 500; i++) {
      await page('index.en.html', '', 'identity', { ...view, html: `<h1>${i}</h1>` });
      if (i === 400) expect(await page('index.en.html', '', 'identity', other)).toBe(kept);
    }
    expect(await page('index.en.html', '', 'br', view)).not.toBe(br);
    expect(await page('index.en.html', '', 'identity', other)).toBe(kept);
  });
});
