import { currentUser, logout } from '@wm/contracts';
import { call } from './http';

export const fetchCurrentUser = () => call(currentUser, { noMessage: true });
export const revokeSession = () => call(logout, { noMessage: true });
