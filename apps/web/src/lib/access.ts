import { AUDIT_STATUS, type UserInfo } from '@wm/contracts';
import { ACCOUNT_SETTING_PATH, HOME_PATH, loginPath } from './paths';

/**
 * Who may open a page:
 * - public: anyone
 * - user: any signed-in account, approved or not
 * - buyer: buyer features; an account still in audit is sent to account settings
 */
export type PageAccess = 'public' | 'user' | 'buyer';

type AuditFields = Pick<UserInfo, 'auditStatus' | 'isStore'>;

/** Approved buyers and store users may use the buyer pages; the rest finish their audit first. */
const mayUseBuyerPages = (user: AuditFields) => user.isStore || user.auditStatus === AUDIT_STATUS.approved;

/** Spec section 6: prices are for approved buyers only, never for a store user or a visitor. */
export const seesPrices = (user: AuditFields | null): boolean => !!user && !user.isStore && user.auditStatus === AUDIT_STATUS.approved;

/** Where to go after signing in: the remembered page or home, or account settings while in audit. */
export function landingPath(user: AuditFields, remembered: string | null): string {
  return mayUseBuyerPages(user) ? (remembered ?? HOME_PATH) : ACCOUNT_SETTING_PATH;
}

/** The redirect a page requires for this user (null for a visitor), or null when it may be shown. */
export function accessRedirect(access: PageAccess, user: AuditFields | null, here: string): string | null {
  if (access === 'public') return null;
  if (!user) return loginPath(here);
  if (access === 'buyer' && !mayUseBuyerPages(user)) return ACCOUNT_SETTING_PATH;
  return null;
}
