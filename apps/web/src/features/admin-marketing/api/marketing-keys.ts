export const marketingKeys = {
  rates: (pageIndex: number, toCoin: string | undefined) => ['admin', 'rates', pageIndex, toCoin ?? 'all'] as const,
  ratesAll: ['admin', 'rates'] as const,
  templates: (status: string | undefined, pageIndex: number) => ['admin', 'coupon-templates', status ?? 'all', pageIndex] as const,
  templatesAll: ['admin', 'coupon-templates'] as const,
  claims: (templateId: number, status: string | undefined, pageIndex: number) => ['admin', 'coupon-claims', templateId, status ?? 'all', pageIndex] as const,
  notices: (pageIndex: number) => ['admin', 'notices', pageIndex] as const,
  noticesAll: ['admin', 'notices'] as const,
  categories: ['admin', 'marketing', 'categories'] as const,
};
