export const HOME_PATH = '/home';
const LOGIN_PATH = '/login/index';
export const ACCOUNT_SETTING_PATH = '/accountSetting/index';
/** sessionStorage: the buyer page an account in audit asked for before it was sent to account settings. */
export const SENT_FROM_KEY = 'wm-sent-from';
/** sessionStorage: why the session was ended by the server (a disabled account), shown on the login page. */
export const SIGNED_OUT_KEY = 'wm-signed-out';

/** Only in-app paths are followed after login: never another site, never the login pages. */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/login' || value.startsWith('/login/') || value.startsWith('/login?')) return null;
  return value;
}

/** The login page (mode=1), remembering where to come back to. */
export function loginPath(returnTo?: string): string {
  const query = new URLSearchParams({ mode: '1' });
  const target = safeReturnPath(returnTo ?? null);
  if (target) query.set('redirect', target);
  return `${LOGIN_PATH}?${query.toString()}`;
}

/** The goods list. */
export const GOODS_LIST_PATH = '/classify/list';

/** A keyword search; the timestamp makes a repeated search load the list afresh. */
export function keywordSearchPath(keyword: string, now = Date.now()): string {
  return `${GOODS_LIST_PATH}?${new URLSearchParams({ keyword: keyword.trim(), t: String(now) }).toString()}`;
}

/** The goods of one category. */
export const categoryListPath = (categoryId: number) => `${GOODS_LIST_PATH}?categoryId=${categoryId}`;
