import type { UserInfo } from '@wm/contracts';
import { useClientStore } from './store';

// The API client loads with the first call: a visitor's first page does without it.
const calls = () => import('./session-calls');

let refreshing: Promise<UserInfo | null> | null = null;

/** Reloads the signed-in user (audit status may have changed since the last visit). One request at a time. */
export function refreshUser(): Promise<UserInfo | null> {
  if (!useClientStore.getState().token) return Promise.resolve(null);
  refreshing ??= calls()
    .then(({ fetchCurrentUser }) => fetchCurrentUser())
    .then((user) => {
      useClientStore.getState().setUserInfo(user);
      return user;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The signed-in user, null for a visitor. Waits for a refresh under way (the one at
 * app start) so that pages are let in on the current audit status, and fetches the
 * user when only a token is held.
 */
export async function ensureUser(): Promise<UserInfo | null> {
  if (!useClientStore.getState().token) return null;
  if (refreshing) await refreshing;
  return useClientStore.getState().userInfo ?? refreshUser();
}

/** Ends the session on the server (best effort) and forgets it here at once. */
export async function signOut(): Promise<void> {
  const { revokeSession } = await calls();
  // The request takes the token when it is made, so the session can be cleared right away.
  const revoking = revokeSession();
  useClientStore.getState().clearSession();
  await revoking.catch(() => undefined);
}
