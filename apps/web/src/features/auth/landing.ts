import type { UserInfo } from '@wm/contracts';
import { landingPath } from '../../lib/access';

export const ADMIN_PATH = '/admin';

const isAdminPath = (path: string) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`) || path.startsWith(`${ADMIN_PATH}?`);

/**
 * Where a sign-in leads: staff to the operator console (back to the console page they
 * asked for, if any); buyers and sellers as the access rules say.
 */
export function afterLoginPath(user: Pick<UserInfo, 'role' | 'auditStatus' | 'isStore'>, remembered: string | null): string {
  if (user.role === 'operator') return remembered && isAdminPath(remembered) ? remembered : ADMIN_PATH;
  return landingPath(user, remembered);
}
