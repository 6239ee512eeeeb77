import type { UserInfo } from './auth.schema';

/*
 * Apart from the auth schemas: the web's shell and catalog read these on every page, and a
 * module is loaded whole, so next to the schemas they would bring zod and the phone rules
 * (~50 KB gzip) to pages that validate nothing.
 */

/** Account audit (DOMAIN.md): 0 under review, 1 failed, 2 approved, 3 company information not yet submitted. */
export const AUDIT_STATUS = { underReview: 0, failed: 1, approved: 2, notSubmitted: 3 } as const;

/** A buyer may see prices when approved and not a store (spec section 6). */
export const canSeePrice = (user: Pick<UserInfo, 'auditStatus' | 'isStore' | 'role'> | null | undefined) =>
  !!user && user.role === 'buyer' && !user.isStore && user.auditStatus === AUDIT_STATUS.approved;
