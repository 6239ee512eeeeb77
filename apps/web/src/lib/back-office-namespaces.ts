/**
 * Namespaces of the signed-in back office (the cart, coupons, orders, drop shipping, wallet, messages, account,
 * payments, agreements, the consoles): no public page shows them to a visitor (the goods page's
 * agreement prompts load them for a signed-in buyer: useOfficeStrings), so they stay out of the
 * first page's download. The build puts them in a chunk per language of their own (vite.config.ts), and a signed-in route
 * loads the chosen language's before it renders (lib/i18n.ts, app/router.tsx).
 */
export const BACK_OFFICE_NAMESPACES: readonly string[] = ['cart', 'coupons', 'sales-orders', 'sales-orders-import', 'inventory', 'merchant', 'admin', 'admin-marketing', 'admin-users', 'admin-content', 'wallet', 'purchase-orders', 'messages', 'after-sales', 'account', 'payments', 'agreements'];

/**
 * Namespaces of the public pages with forms (signing in, registering, a forgotten password): a
 * storefront page says none of them, so they stay out of the first strings and come with those
 * pages, beside the server messages' core (lib/i18n.ts loadFormStrings; one chunk per language,
 * vite.config.ts).
 */
export const FORM_NAMESPACES: readonly string[] = ['auth'];
