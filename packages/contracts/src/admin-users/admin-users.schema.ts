import { z } from 'zod';
import { AuditStatus } from '../auth/auth.schema';
import { PageQuery } from '../common/envelope';
import { Money } from '../common/money';
import { numeric, rules } from '../common/validation';

const text = (max: number) => z.string({ error: 'field.invalid' }).trim().max(max, { error: 'field.tooLong' });
const flag = z.union([z.literal('true'), z.literal('false'), z.boolean()]).transform((v) => v === true || v === 'true');

export const USER_ROLES = ['buyer', 'seller', 'operator'] as const;
export const UserRole = z.enum(USER_ROLES, { error: 'field.invalid' });
export type UserRole = z.infer<typeof UserRole>;

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const AccountStatus = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatus>;

/**
 * What an operator may do to an account in a given status, for the server and the buttons alike.
 * Operators' own accounts are out of reach of the console (see canManageAccount).
 */
export const accountStatusTransitions = {
  active: { disable: 'disabled' },
  disabled: { enable: 'active' },
} as const satisfies Record<AccountStatus, Record<string, AccountStatus>>;
export type AccountAction = 'disable' | 'enable';
export const canDoToAccount = (status: AccountStatus, action: AccountAction) => action in accountStatusTransitions[status];
/** Operator accounts are managed outside the console: no operator disables itself or another operator. */
export const canManageAccount = (role: UserRole) => role !== 'operator';

/** Search: one box matches mobile, email, company name or user id (a number or the C-prefixed customer id). */
export const AdminUserQuery = PageQuery.extend({
  keyword: text(100).optional(),
  role: UserRole.optional(),
  auditStatus: numeric(z.number()).pipe(AuditStatus).optional(),
  disabled: flag.optional(),
});
export type AdminUserQuery = z.input<typeof AdminUserQuery>;

export const AdminUserListItem = z.object({
  userId: z.number().int(),
  customerid: z.string(),
  realName: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  role: UserRole,
  isStore: z.boolean(),
  auditStatus: AuditStatus,
  status: AccountStatus,
  company: z.string().nullable(),
  storeName: z.string().nullable(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItem>;

export const Lockout = z.object({ locked: z.boolean(), attempts: z.number().int(), retryAfterSeconds: z.number().int() });
export const BusinessManagerRef = z.object({ userId: z.number().int().nullable(), name: z.string(), phone: z.string(), email: z.string() });

export const AdminUserDetail = AdminUserListItem.extend({
  companyCountry: z.string().nullable(),
  creditCode: z.string().nullable(),
  rejectReason: z.string().nullable(),
  store: z
    .object({ storeId: z.number().int(), storeCode: z.string(), name: z.string(), auditStatus: z.string(), open: z.boolean() })
    .nullable(),
  businessManager: BusinessManagerRef.nullable(),
  lockouts: z.object({ login: Lockout, payPassword: Lockout }),
  walletBalance: Money.nullable(),
  /** What the operator may do now (from accountStatusTransitions; none on an operator's account). */
  actions: z.array(z.enum(['disable', 'enable'])),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetail>;

export const UserIdPath = z.object({ userId: rules.id });
export const DisableUserBody = z.object({ reason: rules.required('reason.required').max(500, { error: 'field.tooLong' }) });
export const AssignManagerBody = z.object({ managerUserId: rules.id });

export const Manager = z.object({ userId: z.number().int(), name: z.string(), phone: z.string(), email: z.string() });
export type Manager = z.infer<typeof Manager>;

// ---- the console's home page

export const DashboardQuery = z.object({
  /** Start of the operator's day (their own midnight); UTC midnight when absent. */
  since: z.iso.datetime({ offset: true, error: 'field.invalid' }).optional(),
});
export const DASHBOARD_QUEUES = ['audits', 'withdrawals', 'bankTransfers', 'stores', 'afterSales'] as const;
export const DashboardQueue = z.object({ kind: z.enum(DASHBOARD_QUEUES), count: z.number().int(), path: z.string() });
export const AdminDashboard = z.object({
  queues: z.array(DashboardQueue),
  today: z.object({
    since: z.iso.datetime(),
    newBuyers: z.number().int(),
    orders: z.number().int(),
    paidAmount: Money,
    topUps: z.number().int(),
    topUpAmount: Money,
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
