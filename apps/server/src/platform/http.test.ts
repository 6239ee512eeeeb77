import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint, goodsPageDescription } from '@wm/contracts';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { route } from './http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request and response conventions (spec sections 7 and 8)', () => {
  it('GET /api/health reports the database', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: 'Success', data: { database: 'up' } });
  });

  it('unknown API paths answer 404 with the spec text in each language', async () => {
    for (const [lang, message] of [
      ['en-US', 'Resource does not exist'],
      ['zh-CN', '访问资源不存在'],
      ['ja-JP', 'リソースが存在しません'],
    ]) {
      const res = await call(t.app, 'GET', '/api/v2/nothing-here', { lang });
      expect(res.statusCode).toBe(404);
      expect(res.body).toEqual({ status: 404, message, data: { code: 'NOT_FOUND' } });
    }
  });

  it('malformed JSON is a clear 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"account":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message: 'The request is invalid', data: { code: 'BAD_REQUEST' } });
  });

  it('security headers are set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('OpenAPI JSON and the docs page are generated from the contracts', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    for (const path of ['/api/v2/auth/login', '/api/v2/auth/register', '/api/v2/auth/register-seller', '/api/v2/auth/pwd', '/api/v2/auth/pay-pwd', '/api/v2/auth/verifycode', '/api/v2/auth/user', '/api/v2/auth/logout', '/api/v2/wallet/{customerid}'])
      expect(doc.paths, path).toHaveProperty([path]);
    expect(doc.paths['/api/v2/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['account', 'password']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('errors that are not the client\'s fault', () => {
  it('answer 500 with the spec text and no internals', async () => {
    const app = await createTestApp({}, (a) =>
      a.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      }),
    );
    try {
      const res = await call(app.app, 'GET', '/api/test/boom', { lang: 'zh-CN' });
      expect(res.statusCode).toBe(500);
      expect(res.body).toEqual({ status: 500, message: '系统未知错误，请反馈给管理员', data: { code: 'INTERNAL' } });
      expect(JSON.stringify(res.body)).not.toContain('secret');
    } finally {
      await app.close();
    }
  });
});

describe('answers serialised once (route option serializeOnce)', () => {
  it('checks a shared answer against its contract once, sends the same envelope, and still refuses a wrong one', async () => {
    const shared = { database: 'up' as const, uptimeSeconds: 1 };
    let answer: unknown = shared;
    let reads = 0;
    // Counts reads of a field (awaiting the answer reads `then`, which does not count).
    const tracked = new Proxy(shared, { get: (target, key) => (key === 'database' && reads++, Reflect.get(target, key)) });
    const app = await createTestApp({}, (a) => {
      const ep = endpoint({ method: 'GET', path: '/api/test/once', access: 'public', tags: ['test'], summary: 'test', response: z.object({ database: z.enum(['up', 'down']), uptimeSeconds: z.number() }) });
      route(a, ep, async () => answer as typeof shared, { serializeOnce: true });
    });
    try {
      answer = tracked;
      const first = await app.app.inject({ method: 'GET', url: '/api/test/once', headers: { 'accept-language': 'ja-JP' } });
      const readsAfterFirst = reads;
      const second = await app.app.inject({ method: 'GET', url: '/api/test/once' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.json()).toEqual({ status: 200, message: expect.any(String), data: { database: 'up', uptimeSeconds: 1 } });
      expect(first.json().message).not.toBe('Success'); // the envelope follows each request's language
      expect(second.json()).toEqual({ status: 200, message: 'Success', data: { database: 'up', uptimeSeconds: 1 } });
      expect(readsAfterFirst).toBeGreaterThan(0);
      expect(reads).toBe(readsAfterFirst); // the second answer did not read the object again
      answer = { database: 'sideways', uptimeSeconds: 1 };
      const wrong = await app.app.inject({ method: 'GET', url: '/api/test/once' });
      expect(wrong.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('demo outbox', () => {
  it('exists in demo mode only, never in production', async () => {
    expect((await call(t.app, 'GET', '/api/dev/outbox', { query: { to: '13800000001' } })).statusCode).toBe(200);
    const prod = await createTestApp({ production: true, demo: true });
    try {
      expect((await call(prod.app, 'GET', '/api/dev/outbox', { query: { to: '13800000001' } })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

/** A web build of these files (paths inside the build's folder), for a test app to serve. */
function fakeWebDist(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'wm-dist-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), content);
  }
  return dist;
}

/** A build's plain page, the storefront's frame in each language and the prerender.json naming them (apps/web vite.config.ts prerenderShells). */
const framedBuild = (plain: string, frame: (language: string) => string, prerender: Record<string, unknown> = {}) => ({
  'index.html': plain,
  ...Object.fromEntries(['en', 'zh', 'ja'].map((language) => [`index.${language}.html`, frame(language)])),
  'prerender.json': JSON.stringify({ pages: { en: 'index.en.html', zh: 'index.zh.html', ja: 'index.ja.html' }, plain: ['/login'], ...prerender }),
});

describe('the web app', () => {
  it('serves index.html for app routes and 404 for missing built files', async () => {
    const dist = fakeWebDist({ 'index.html': '<!doctype html><div id="root"></div>', 'assets/app-1.js': 'console.log(1)' });
    const web = await createTestApp({ webDist: dist });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/goodsDetails/index?id=a.b' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await web.app.inject({ method: 'GET', url: '/assets/app-2.js' })).statusCode).toBe(404);
      expect((await web.app.inject({ method: 'GET', url: '/favicon.png' })).statusCode).toBe(404);
      expect((await web.app.inject({ method: 'GET', url: '/api/v2/unknown' })).json().status).toBe(404);
    } finally {
      await web.close();
    }
  });

  it('sends a storefront path the page with its frame in the cookie language, a console path the plain page', async () => {
    const dist = fakeWebDist(framedBuild('plain', (language) => `frame ${language}`, { plain: ['/login', '/admin'] }));
    const web = await createTestApp({ webDist: dist });
    try {
      const zh = await web.app.inject({ method: 'GET', url: '/classify/list?keyword=sofa', headers: { cookie: 'language=zh' } });
      expect(zh.body).toBe('frame zh');
      expect(zh.headers['content-type']).toContain('text/html');
      expect(zh.headers.vary).toContain('cookie');
      expect((await web.app.inject({ method: 'GET', url: '/home' })).body).toBe('frame en');
      expect((await web.app.inject({ method: 'GET', url: '/login/index', headers: { cookie: 'language=ja' } })).body).toBe('plain');
      expect((await web.app.inject({ method: 'GET', url: '/admin', headers: { cookie: 'language=ja' } })).body).toBe('plain');
    } finally {
      await web.close();
    }
  });

  it("writes the site's logo into the storefront frame, compressed as the browser accepts", async () => {
    const frame = (language: string) => `<html lang="${language}"><a class="brand-logo" aria-label="Brand" href="/home"></a></html>`;
    const dist = fakeWebDist(framedBuild('<a class="brand-logo" aria-label="Brand" href="/home"></a>', frame));
    const web = await createTestApp({ webDist: dist });
    try {
      const { websiteIcon } = await web.app.services.content.websiteConfig('en');
      expect(websiteIcon).toMatch(/^data:image\//);
      const logo = `<img class="brand-logo__image" src="${websiteIcon.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" alt="">`;
      const br = await web.app.inject({ method: 'GET', url: '/home', headers: { cookie: 'language=ja', 'accept-encoding': 'gzip, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.headers.vary).toBe('cookie, accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`<html lang="ja"><a class="brand-logo" aria-label="Brand" href="/home">${logo}</a></html>`);
      const plain = await web.app.inject({ method: 'GET', url: '/classify/list' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain(logo);
      const head = await web.app.inject({ method: 'HEAD', url: '/home' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      // The plain page (signing in) is sent as built.
      expect((await web.app.inject({ method: 'GET', url: '/login/index' })).body).toBe('<a class="brand-logo" aria-label="Brand" href="/home"></a>');
      // Without the settings, the page still goes out, as built.
      const broken = vi.spyOn(web.app.services.content, 'websiteConfig').mockRejectedValue(new Error('database away'));
      const asBuilt = await web.app.inject({ method: 'GET', url: '/home', headers: { cookie: 'language=zh' } });
      expect(broken).toHaveBeenCalled();
      expect(asBuilt.statusCode).toBe(200);
      expect(asBuilt.body).toBe(frame('zh'));
      broken.mockRestore();
    } finally {
      await web.close();
    }
  });

  it("writes the goods page's name and pictures into its frame, in the cookie's language; other goods pages go out as built", async () => {
    const frame = (language: string) =>
      `<html lang="${language}"><head><meta name="description" content="site ${language}" /><title>Site</title></head><main id="main-content" tabindex="-1" class="app-main app-main--grey"></main></html>`;
    const dist = fakeWebDist(framedBuild('plain', frame));
    const web = await createTestApp({ webDist: dist });
    try {
      const listed = await web.app.inject({ method: 'POST', url: '/api/v2/goods/list', headers: { 'accept-language': 'zh' }, payload: { pageIndex: 1, pageSize: 1 } });
      const { goodsId } = listed.json().data.list[0] as { goodsId: number };
      const goods = await web.app.services.catalog.goodsDetail('login', 'zh', goodsId);
      const page = await web.app.inject({ method: 'GET', url: `/goodsDetails/index?goodsId=${goodsId}`, headers: { cookie: 'language=zh' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<main id="main-content" tabindex="-1" class="app-main app-main--white"><div class="page-container page-section catalog-page goods-detail">');
      const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(page.body).toContain(`<h1 class="goods-detail__name">${html(goods.name)}</h1>`);
      expect(page.body).toContain(`<img src="${html(goods.images[0]!)}" alt="${html(goods.name)}">`);
      expect(page.body).toContain(html(goods.categoryPath.at(-1)!.categoryName));
      expect(goods.name).toMatch(/[\u4e00-\u9fff]/);
      // Its title is the goods' name, its description the goods' own, in the same language.
      expect(page.body).toContain(`<title>${html(goods.name)} - Site</title>`);
      expect(page.body).toContain(`<meta name="description" content="${html(goodsPageDescription(goods))}" />`);
      expect(goodsPageDescription(goods)).not.toBe('');
      // Another goods page, a goods nobody may see, a malformed id, another page: as built.
      for (const url of ['/goodsDetails/index?goodsId=999999999', '/goodsDetails/index?goodsId=1e3', '/goodsDetails/index', `/home?goodsId=${goodsId}`]) {
        const other = await web.app.inject({ method: 'GET', url, headers: { cookie: 'language=zh' } });
        expect(other.statusCode, url).toBe(200);
        expect(other.body, url).toBe(frame('zh'));
      }
      // Without the goods (the database away), the page still goes out, as built.
      const broken = vi.spyOn(web.app.services.catalog, 'goodsFirstView').mockRejectedValue(new Error('database away'));
      const asBuilt = await web.app.inject({ method: 'GET', url: `/goodsDetails/index?goodsId=${goodsId}` });
      expect(broken).toHaveBeenCalled();
      expect(asBuilt.statusCode).toBe(200);
      expect(asBuilt.body).toBe(frame('en'));
      broken.mockRestore();
    } finally {
      await web.close();
    }
  });

  it("writes a category's goods list into its frame, in the cookie's language, as the list asks for it; other lists go out as built", async () => {
    const frame = (language: string) => `<html lang="${language}"><head><title>Site</title></head><main id="main-content" tabindex="-1" class="app-main app-main--grey"></main></html>`;
    // The templates' shape (apps/web src/prerender.tsx renderListTemplates), a language each.
    const template = (language: string) => {
      const card = `<article class="${language}"><img src="__WM_IMAGE__"><b>__WM_NAME__</b></article>`;
      return {
        page: `<section class="list-${language}"><template data-wm-slot="query"></template><p><template data-wm-slot="count"></template></p><div><template data-wm-slot="cards"></template></div></section>`,
        cards: Object.fromEntries(['login', 'approval', 'store'].map((reason) => [reason, { eager: card, lazy: card }])),
        soldOutCards: Object.fromEntries(['login', 'approval', 'store'].map((reason) => [reason, { eager: card.replace('">', ' sold-out">'), lazy: card.replace('">', ' sold-out">') }])),
        found: `${language}: __WM_COUNT__`,
        foundMore: `${language}: __WM_COUNT__+`,
        eagerCards: 5,
        title: `List ${language}`,
      };
    };
    const firstViews = { list: { en: template('en'), zh: template('zh'), ja: template('ja') } };
    const dist = fakeWebDist(framedBuild('plain', frame, { firstViews }));
    const web = await createTestApp({ webDist: dist });
    try {
      const anyGoods = await web.app.inject({ method: 'POST', url: '/api/v2/goods/list', payload: { pageIndex: 1, pageSize: 1 } });
      const { categoryId } = anyGoods.json().data.list[0] as { categoryId: number };
      const listed = await web.app.inject({ method: 'POST', url: '/api/v2/goods/list', headers: { 'accept-language': 'zh' }, payload: { pageIndex: 1, pageSize: 20, categoryId, sort: 'newest' } });
      const { list, total } = listed.json().data as { list: { goodsId: number; name: string; image: string }[]; total: number };
      expect(list.length).toBeGreaterThan(0);
      const page = await web.app.inject({ method: 'GET', url: `/classify/list?categoryId=${categoryId}`, headers: { cookie: 'language=zh' } });
      expect(page.statusCode).toBe(200);
      const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(page.body).toContain('<main id="main-content" tabindex="-1" class="app-main app-main--grey"><section class="list-zh">');
      expect(page.body).toContain(`<p>zh: ${total}</p>`);
      // The same goods in the same order as the list's own answer, named in the cookie's language.
      const names = [...page.body.matchAll(/<b>([^<]*)<\/b>/g)].map((match) => match[1]);
      expect(names).toEqual(list.map((goods) => html(goods.name)));
      expect(list.some((goods) => /[\u4e00-\u9fff]/.test(goods.name))).toBe(true);
      expect(page.body).toContain(`<img src="${html(list[0]!.image)}">`);
      expect(page.body).toContain('<title>List zh - Site</title>');
      expect(page.body).not.toContain('sold-out');
      // A goods of the list sold out: its card is the sold-out one (the band), the others are not.
      const soldOut = list[1]!;
      await web.database.db.execute(sql`update goods_stock set available = 0 where goods_id = ${soldOut.goodsId}`);
      await web.app.services.catalog.invalidate({ goodsIds: [soldOut.goodsId] });
      const withSoldOut = await web.app.inject({ method: 'GET', url: `/classify/list?categoryId=${categoryId}`, headers: { cookie: 'language=zh' } });
      expect([...withSoldOut.body.matchAll(/<article class="zh sold-out"><img [^>]*><b>([^<]*)<\/b>/g)].map((match) => match[1])).toEqual([html(soldOut.name)]);
      expect([...withSoldOut.body.matchAll(/<b>([^<]*)<\/b>/g)].map((match) => match[1])).toEqual(names);
      // Another filter, page or keyword, a category that is not in the tree, another page: as built.
      for (const url of [`/classify/list?categoryId=${categoryId}&page=2`, `/classify/list?categoryId=${categoryId}&keyword=a`, '/classify/list?categoryId=999999', '/classify/list', `/home?categoryId=${categoryId}`]) {
        const other = await web.app.inject({ method: 'GET', url, headers: { cookie: 'language=zh' } });
        expect(other.statusCode, url).toBe(200);
        expect(other.body, url).toBe(frame('zh'));
      }
      // Without the list (the database away), the page still goes out, as built.
      const broken = vi.spyOn(web.app.services.catalog, 'listFirstView').mockRejectedValue(new Error('database away'));
      const asBuilt = await web.app.inject({ method: 'GET', url: `/classify/list?categoryId=${categoryId}` });
      expect(broken).toHaveBeenCalled();
      expect(asBuilt.statusCode).toBe(200);
      expect(asBuilt.body).toBe(frame('en'));
      broken.mockRestore();
    } finally {
      await web.close();
    }
  });

  it('sends the build\'s Brotli or gzip copy to a browser that accepts it, the plain file otherwise', async () => {
    const html = `<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    const dist = fakeWebDist(
      Object.fromEntries(Object.entries({ 'index.html': html, 'assets/app-1.js': script }).flatMap(([file, content]) => [[file, content], [`${file}.br`, brotliCompressSync(content)], [`${file}.gz`, gzipSync(content)]])),
    );
    const web = await createTestApp({ webDist: dist });
    try {
      const get = (url: string, encoding?: string) => web.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
      const br = await get('/assets/app-1.js', 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('/assets/app-1.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      // The copies themselves are not addresses of their own.
      expect((await get('/assets/app-1.js.br')).statusCode).toBe(404);
      const plain = await get('/assets/app-1.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // The app page itself, for any client-side route.
      const page = await get('/classify/list?keyword=sofa', 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
      expect((await get('/home')).body).toBe(html);
      // A link checker's HEAD finds the page too, without its body.
      const head = await web.app.inject({ method: 'HEAD', url: '/home' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain('text/html');
      expect(head.body).toBe('');
    } finally {
      await web.close();
    }
  });
});
