// Messages of the operator console's content section (categories, articles, footer, hot words, site settings).

export const contentConsoleEn = {
  CATEGORY_IN_USE: 'This category still has {count} goods filed under it. Move them to another category first',
  ARTICLE_CATEGORY_IN_USE: 'This article category still has {count} articles. Move or delete them first',
  CATEGORY_ORDER_MISMATCH: 'The order must list every category under this parent exactly once',
  FOOTER_ARTICLE_MISMATCH: 'Choose the footer articles among the articles of this category',
  'footer.tooMany': 'The footer lists at most 10 articles of a category',
} as const;
