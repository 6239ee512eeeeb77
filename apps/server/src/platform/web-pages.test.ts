import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageOfCookie, webPageChooser } from './web-pages';

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
