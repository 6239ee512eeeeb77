import { describe, expect, it } from 'vitest';
import { goodsFirstView } from './goods-first-view';

describe("the goods page's first view", () => {
  const goods = {
    name: 'Oak Sofa',
    images: ['/api/v2/goods/image/7/1.svg', 'https://cdn.example.com/7/2.png'],
    categoryPath: [
      { categoryId: 1, categoryName: 'Furniture' },
      { categoryId: 12, categoryName: 'Sofas' },
    ],
    sellingPoints: ['Solid oak frame', 'Seats three'],
    description: '<p>A sofa.</p>',
  };

  it('has the trail, the pictures and the name in the classes of the app page, on white', () => {
    const view = goodsFirstView(goods);
    expect(view.background).toBe('white');
    expect(view.html).toContain('<nav class="goods-query__trail"><span><a href="/classify/list?categoryId=1">Furniture</a></span><span><span class="goods-query__sep">/</span><a href="/classify/list?categoryId=12">Sofas</a></span></nav>');
    expect(view.html).toContain('<li><button type="button" class="gallery__thumb gallery__thumb--current"><img src="/api/v2/goods/image/7/1.svg" alt=""></button></li><li><button type="button" class="gallery__thumb"><img src="https://cdn.example.com/7/2.png" alt=""></button></li>');
    expect(view.html).toContain('<div class="gallery__main"><button type="button" class="gallery__view"><img src="/api/v2/goods/image/7/1.svg" alt="Oak Sofa"></button></div>');
    expect(view.html).toContain('<h1 class="goods-detail__name">Oak Sofa</h1>');
    // Nothing of who asks: no price, no stock.
    expect(view.html).not.toMatch(/price|stock|\$/i);
  });

  it('escapes what sellers wrote and leaves out what is not a picture address', () => {
    const view = goodsFirstView({
      name: '<script>alert(1)</script> & "quotes"',
      images: ['javascript:alert(1)', '"><img src=x onerror=alert(1)>', '/ok.png?a=1&b="2"'],
      categoryPath: [{ categoryId: 3, categoryName: '</nav><script>x</script>' }],
      sellingPoints: [],
      description: '',
    });
    expect(view.html).not.toContain('<script>');
    expect(view.html).not.toContain('javascript:');
    expect(view.html).not.toContain('onerror=alert(1)>');
    expect(view.html).toContain('<h1 class="goods-detail__name">&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</h1>');
    expect(view.html).toContain('src="/ok.png?a=1&amp;b=&quot;2&quot;"');
    expect(view.html).toContain('&lt;/nav&gt;&lt;script&gt;x&lt;/script&gt;');
  });

  it("titles the page with the goods' name and describes it with their selling points, else their description", () => {
    expect(goodsFirstView(goods)).toMatchObject({ title: 'Oak Sofa', description: 'Solid oak frame; Seats three' });
    expect(goodsFirstView({ ...goods, sellingPoints: [] }).description).toBe('A sofa.');
    // Nothing to say: the site's description stays.
    expect(goodsFirstView({ ...goods, sellingPoints: [], description: '<p></p>' })).not.toHaveProperty('description');
  });

  it('without pictures: an empty gallery, the name still there', () => {
    const view = goodsFirstView({ ...goods, images: [] });
    expect(view.html).toContain('<ul class="gallery__thumbs"></ul><div class="gallery__main"></div>');
    expect(view.html).toContain('Oak Sofa</h1>');
  });
});
