import { describe, expect, it } from 'vitest';
import { PAGE_DESCRIPTION_MAX, goodsPageDescription, plainText } from './goods-page-text';

describe('plainText', () => {
  it('drops tags, scripts and styles, reads entities and collapses spaces', () => {
    expect(plainText('<p>Solid <strong>oak</strong>&nbsp;&amp; steel</p>\n<p>2&#x4EBA;&#20301;</p><script>alert(1)</script><style>p{}</style>')).toBe('Solid oak & steel 2人位');
  });
  it('keeps an unknown entity as written and refuses code points out of range', () => {
    expect(plainText('a &bogus; b &#x110000; c')).toBe('a &bogus; b c');
  });
});

describe('goodsPageDescription', () => {
  it('prefers the selling points, joined', () => {
    expect(goodsPageDescription({ sellingPoints: ['Solid oak', ' <b>Easy</b> assembly '], description: '<p>Long text</p>' })).toBe('Solid oak; Easy assembly');
  });
  it('falls back to the description, cut at the limit with an ellipsis, counting characters not code units', () => {
    const description = `<p>${'沙发𠀀'.repeat(100)}</p>`;
    const text = goodsPageDescription({ sellingPoints: [], description });
    expect([...text].length).toBe(PAGE_DESCRIPTION_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(text.startsWith('沙发𠀀沙发')).toBe(true);
  });
  it('is empty when the goods say nothing', () => {
    expect(goodsPageDescription({ sellingPoints: ['  '], description: '<p> </p>' })).toBe('');
  });
});
