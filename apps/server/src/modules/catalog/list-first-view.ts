import { LIST_FIRST_VIEW_SLOTS, LIST_FIRST_VIEW_TOKENS, categoryTrail, type CategoryNode, type FirstViewCards, type GoodsCard, type GoodsPage, type Language, type ListFirstViewTemplate } from '@wm/contracts';
import { escapeHtml } from '../../platform/escape';
import { isPictureAddress, type FirstView } from '../../platform/web-pages';

/** The goods list's path (the spec's route; apps/web lib/paths.ts). */
export const GOODS_LIST_PATH = '/classify/list';
/** The web's goods list of a category (apps/web lib/paths.ts categoryListPath). */
export const categoryListPath = (categoryId: number) => `${GOODS_LIST_PATH}?categoryId=${categoryId}`;

/**
 * The category of a list's address when the address is a category's list and nothing else
 * (`?categoryId=N`, as the navigation and the category pages link to it): the one list whose
 * first view the server writes. Any other filter, keyword, sort or page changes what the filter
 * bar shows, so those lists come as before, with the app.
 */
export function categoryOfListAddress(search: string): number | null {
  const params = [...new URLSearchParams(search)];
  if (params.length !== 1) return null;
  const [name, value] = params[0]!;
  return name === 'categoryId' && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/**
 * A category trail's markup, as the app's goods list and goods page render it (apps/web
 * goods-browser.tsx, goods-detail-page.tsx): each category a link to its list.
 */
export function categoryTrailHtml(trail: readonly Pick<CategoryNode, 'categoryId' | 'categoryName'>[]): string {
  const links = trail
    .map((node, index) => `<span>${index > 0 ? '<span class="goods-query__sep">/</span>' : ''}<a href="${categoryListPath(node.categoryId)}">${escapeHtml(node.categoryName)}</a></span>`)
    .join('');
  return `<nav class="goods-query__trail">${links}</nav>`;
}

type Token = keyof typeof LIST_FIRST_VIEW_TOKENS;
const TOKEN_NAMES = new Map<string, Token>(Object.entries(LIST_FIRST_VIEW_TOKENS).map(([name, token]) => [token, name as Token]));
const ANY_TOKEN = new RegExp(Object.values(LIST_FIRST_VIEW_TOKENS).join('|'), 'g');

/** A template's tokens replaced by their values, escaped, in one pass (a value that holds a token's text stays as it is). */
const fill = (template: string, values: Partial<Record<Token, string>>) => template.replace(ANY_TOKEN, (token) => escapeHtml(values[TOKEN_NAMES.get(token)!] ?? ''));

/**
 * A category's goods list as a visitor first sees it, written into the page the server sends
 * (platform/web-pages.ts withFirstView): the title, the category's trail and sub-categories, the
 * filter bar, the count and the first page's cards (a sold-out goods' with its band), from the templates the web build rendered with
 * the app's components (apps/web src/prerender.tsx). The first row's pictures are the page's
 * largest paint: with them in the page it no longer waits for the scripts and the list's data. A
 * journey (shell.spec.ts) checks that the app's list falls where this one was. Only what a visitor
 * sees: no price (a signed-in buyer's app shows the prices when it takes over). Null for a category
 * that is not in the tree or has no goods on sale: the app says so.
 */
export function listFirstView(template: ListFirstViewTemplate, lang: Language, tree: readonly CategoryNode[], categoryId: number, page: GoodsPage): FirstView | null {
  const trail = categoryTrail(tree, categoryId);
  const current = trail.at(-1);
  if (!current || page.list.length === 0) return null;
  const children = current.children.length
    ? `<div class="goods-query__children">${current.children.map((child) => `<a class="goods-query__child" href="${categoryListPath(child.categoryId)}">${escapeHtml(child.categoryName)}</a>`).join('')}</div>`
    : '';
  const query = `<div class="goods-query">${categoryTrailHtml(trail)}${children}</div>`;
  const count = page.totalCapped ? fill(escapeHtml(template.foundMore), { count: page.total.toLocaleString(lang) }) : fill(escapeHtml(template.found), { count: String(page.total) });
  const cards = page.list.map((goods, index) => `<div role="listitem">${cardHtml(template, template.eagerCards, goods, index, { categoryId: String(categoryId) })}</div>`);
  const html = template.page
    .replace(LIST_FIRST_VIEW_SLOTS.query, () => query)
    .replace(LIST_FIRST_VIEW_SLOTS.count, () => count)
    .replace(LIST_FIRST_VIEW_SLOTS.cards, () => cards.join(''));
  return { html, background: 'grey', title: template.title };
}

/** A goods' card (by its price mask, sold out or not; the first `eagerCards` load their picture at once), its values written in. */
function cardHtml(cards: { cards: FirstViewCards; soldOutCards: FirstViewCards }, eagerCards: number, goods: GoodsCard, index: number, more: Partial<Record<Token, string>> = {}): string {
  const kinds = (goods.status === 'soldOut' ? cards.soldOutCards : cards.cards)[goods.priceVisibility === 'visible' ? 'login' : goods.priceVisibility];
  return fill(index < eagerCards ? kinds.eager : kinds.lazy, {
    goodsId: String(goods.goodsId),
    name: goods.name,
    image: isPictureAddress(goods.image) ? goods.image : '',
    itemCode: goods.itemCode,
    storeId: String(goods.storeId),
    storeName: goods.storeName,
    ...more,
  });
}

/** The home page's path (the spec's route). */
export const HOME_PATH = '/home';

/**
 * The home page's first section (the newest goods) as a visitor first sees it, written into the page
 * the server sends, from the template the web build rendered with the app's components: on a phone,
 * where the goods come two a row, their first pictures are the page's largest paint, and with them
 * in the page it no longer waits for the scripts and the home's data. The app renders the same section
 * where this one was, and the others below it (a journey checks it: shell.spec.ts). Null without goods.
 */
export function homeFirstView(template: ListFirstViewTemplate, newArrivals: readonly GoodsCard[]): FirstView | null {
  if (newArrivals.length === 0) return null;
  const cards = newArrivals.map((goods, index) => cardHtml(template.home, template.eagerCards, goods, index));
  return { html: template.home.page.replace(LIST_FIRST_VIEW_SLOTS.cards, () => cards.join('')), background: 'grey', title: template.home.title };
}
