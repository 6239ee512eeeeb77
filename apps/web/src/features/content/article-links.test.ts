import { describe, expect, it } from 'vitest';
import { articleOpening, parseArticleId } from './article-links';

describe('articleOpening', () => {
  it('opens the in-app article page for list and single-page categories', () => {
    expect(articleOpening({ categoryType: 0, linkUrl: null }, 3)).toEqual({ url: '/article/index?id=3', external: false });
    expect(articleOpening({ categoryType: 1, linkUrl: null }, 14)).toEqual({ url: '/article/index?id=14', external: false });
  });

  it("ignores a link left on an in-app category", () => {
    expect(articleOpening({ categoryType: 1, linkUrl: 'https://elsewhere.example' }, 14)).toEqual({ url: '/article/index?id=14', external: false });
  });

  it("opens a link category's URL, whatever the article", () => {
    expect(articleOpening({ categoryType: 2, linkUrl: 'https://www.example.com/about' }, 16)).toEqual({ url: 'https://www.example.com/about', external: true });
  });

  it('leads nowhere for a link category without a link', () => {
    expect(articleOpening({ categoryType: 2, linkUrl: null }, 16)).toBeNull();
  });
});

describe('parseArticleId', () => {
  it('reads a positive integer', () => {
    expect(parseArticleId('12')).toBe(12);
  });

  it('refuses anything else', () => {
    for (const value of [null, '', '0', '-1', '1.5', 'abc', '12abc', '99999999999']) expect(parseArticleId(value)).toBeNull();
  });
});
