import { goodsPageDescription, type GoodsDetail } from '@wm/contracts';
import { escapeHtml } from '../../platform/escape';
import { isPictureAddress, type FirstView } from '../../platform/web-pages';
import { categoryTrailHtml } from './list-first-view';

/** The goods page's path (the spec's route; apps/web lib/paths.ts). */
export const GOODS_PAGE_PATH = '/goodsDetails/index';

/**
 * The goods page's first view, written into the page the server sends (platform/web-pages.ts
 * withFirstView): the category trail, the pictures and the name, in the markup and classes the
 * app's goods page renders them with (apps/web features/catalog: goods-detail-page.tsx,
 * image-gallery.tsx; their styles are in the page, goods-first-view.css). The name is the
 * largest text of the page: with it in the page the page's largest paint no longer waits for the
 * scripts and the goods' data. A journey (shell.spec.ts) checks that the app's name falls where
 * this one was. The page's title and description are the goods' own. Nothing here depends on who
 * asks: no price, no stock.
 */
export function goodsFirstView(goods: Pick<GoodsDetail, 'name' | 'images' | 'categoryPath' | 'sellingPoints' | 'description'>): FirstView {
  const name = escapeHtml(goods.name);
  const pictures = goods.images.filter(isPictureAddress).map(escapeHtml);
  const thumbs = pictures
    .map((src, index) => `<li><button type="button" class="gallery__thumb${index === 0 ? ' gallery__thumb--current' : ''}"><img src="${src}" alt=""></button></li>`)
    .join('');
  const main = pictures[0] ? `<button type="button" class="gallery__view"><img src="${pictures[0]}" alt="${name}"></button>` : '';
  const html =
    `<div class="page-container page-section catalog-page goods-detail">` +
    categoryTrailHtml(goods.categoryPath) +
    `<div class="goods-detail__top">` +
    `<div class="gallery"><ul class="gallery__thumbs">${thumbs}</ul><div class="gallery__main">${main}</div></div>` +
    `<div class="goods-detail__summary"><h1 class="goods-detail__name">${name}</h1></div>` +
    `</div></div>`;
  // The goods page is on white (apps/web app/routes.ts, background). Its title is the goods' name,
  // its description their own (the app's goods page says the same: apps/web lib/page-title.ts).
  const description = goodsPageDescription(goods);
  return { html, background: 'white', title: goods.name, ...(description ? { description } : {}) };
}
