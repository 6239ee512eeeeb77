import type { contentConsoleEn } from './content-console.en';

export const contentConsoleJa: Record<keyof typeof contentConsoleEn, string> = {
  CATEGORY_IN_USE: 'このカテゴリにはまだ {count} 件の商品があります。先に別のカテゴリへ移してください',
  ARTICLE_CATEGORY_IN_USE: 'この記事カテゴリにはまだ {count} 件の記事があります。先に移動または削除してください',
  CATEGORY_ORDER_MISMATCH: '並び順には、この親カテゴリの下のカテゴリをすべて一度ずつ指定してください',
  FOOTER_ARTICLE_MISMATCH: 'フッターの記事はこのカテゴリの記事から選んでください',
  'footer.tooMany': 'フッターに表示できるのは1カテゴリにつき10件までです',
};
