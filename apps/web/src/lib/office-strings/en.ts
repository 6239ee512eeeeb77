import type { ResourceLanguage } from 'i18next';

// The signed-in back office's strings in this language, in one file (office-strings/index.ts).
export const namespaces = import.meta.glob<ResourceLanguage>('../../features/{cart,coupons,sales-orders,sales-orders-import,inventory,merchant,admin,admin-marketing,admin-users,admin-content,wallet,purchase-orders,messages,after-sales,account,payments,agreements}/locales/en.json', { eager: true, import: 'default' });
