import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import { page } from '../common/envelope';
import {
  AdminDashboard,
  AdminUserDetail,
  AdminUserListItem,
  AdminUserQuery,
  AssignManagerBody,
  DashboardQuery,
  DisableUserBody,
  Manager,
  UserIdPath,
} from './admin-users.schema';

const tags = ['admin'];

export const listAdminUsers = endpoint({
  method: 'GET', path: '/api/v2/admin/users', access: 'operator', tags,
  summary: 'Accounts by mobile, email, company name or user id, role, audit state and disabled; newest first', query: AdminUserQuery, response: page(AdminUserListItem),
});
export const getAdminUser = endpoint({
  method: 'GET', path: '/api/v2/admin/users/:userId', access: 'operator', tags,
  summary: 'An account: company, audit state, store, business manager, last sign-in and lockouts', params: UserIdPath, response: AdminUserDetail,
});
export const disableUser = endpoint({
  method: 'POST', path: '/api/v2/admin/users/:userId/disable', access: 'operator', tags,
  summary: 'Disable an account, with a reason: its next call is answered 423 and the web signs it out (never an operator account)', params: UserIdPath, body: DisableUserBody, response: AdminUserDetail,
});
export const enableUser = endpoint({
  method: 'POST', path: '/api/v2/admin/users/:userId/enable', access: 'operator', tags,
  summary: 'Enable a disabled account again', params: UserIdPath, response: AdminUserDetail,
});
export const resetUserLockouts = endpoint({
  method: 'POST', path: '/api/v2/admin/users/:userId/reset-lockouts', access: 'operator', tags,
  summary: 'Lift the sign-in and payment-password lockouts of an account', params: UserIdPath, response: AdminUserDetail,
});
export const listManagers = endpoint({
  method: 'GET', path: '/api/v2/admin/managers', access: 'operator', tags,
  summary: 'The business managers a buyer may be given (the active operator accounts)', response: z.array(Manager),
});
export const assignManager = endpoint({
  method: 'POST', path: '/api/v2/admin/users/:userId/manager', access: 'operator', tags,
  summary: "Give a buyer a business manager: buyer central shows their name, phone and email", params: UserIdPath, body: AssignManagerBody, response: AdminUserDetail,
});
export const getAdminDashboard = endpoint({
  method: 'GET', path: '/api/v2/admin/dashboard', access: 'operator', tags,
  summary: "The console's home: the queues waiting for an operator and today's figures", query: DashboardQuery, response: AdminDashboard,
});
