import type { GoodsDetail } from './catalog.schema';

/** How long a page's description may be: what search engines show under its title. */
export const PAGE_DESCRIPTION_MAX = 160;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a piece of rich text (the goods description's HTML): tags out, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN;
      if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The goods page's description for search engines and shared links, in the language the goods were
 * read in: the selling points, else the start of the description; at most PAGE_DESCRIPTION_MAX
 * characters (an ellipsis where it was cut). Empty when the goods say nothing: the site's own
 * description stays. The server writes it into the page (modules/catalog/goods-first-view.ts), the
 * app keeps it while the page is shown (apps/web lib/page-title.ts).
 */
export function goodsPageDescription(goods: Pick<GoodsDetail, 'sellingPoints' | 'description'>): string {
  const points = goods.sellingPoints.map((point) => plainText(point)).filter(Boolean);
  const text = points.length > 0 ? points.join('; ') : plainText(goods.description);
  const chars = [...text];
  return chars.length <= PAGE_DESCRIPTION_MAX ? text : `${chars.slice(0, PAGE_DESCRIPTION_MAX - 1).join('').trimEnd()}…`;
}
