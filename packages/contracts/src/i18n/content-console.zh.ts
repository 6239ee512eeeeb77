import type { contentConsoleEn } from './content-console.en';

export const contentConsoleZh: Record<keyof typeof contentConsoleEn, string> = {
  CATEGORY_IN_USE: '该分类下还有 {count} 件商品，请先将其移到其他分类',
  ARTICLE_CATEGORY_IN_USE: '该文章分类下还有 {count} 篇文章，请先移动或删除',
  CATEGORY_ORDER_MISMATCH: '排序必须恰好包含该上级分类下的每个分类各一次',
  FOOTER_ARTICLE_MISMATCH: '请从该分类的文章中选择页脚文章',
  'footer.tooMany': '每个分类在页脚最多显示 10 篇文章',
};
