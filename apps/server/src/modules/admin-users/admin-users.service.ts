import {
  AdminAfterSalesListQuery,
  accountStatusTransitions,
  canDoToAccount,
  canManageAccount,
  centsToAmount,
  translate,
  type AccountAction,
  type AdminDashboard,
  type AdminUserDetail,
  type AdminUserListItem,
  type AuditStatus,
  type Language,
  type Manager,
} from '@wm/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AccountService } from '../account/account.service';
import type { AfterSalesService } from '../after-sales/after-sales.service';
import type { AuthService } from '../auth/auth.service';
import type { PaymentsService } from '../payments/payments.service';
import type { SellerService } from '../seller/seller.service';
import type { WalletService } from '../wallet/wallet.service';
import { adminUsersRepository as repo, type UserRowView } from './admin-users.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

function listItem(r: UserRowView): AdminUserListItem {
  return {
    userId: r.id,
    customerid: r.customer_no,
    realName: r.real_name,
    mobile: r.mobile,
    email: r.email,
    role: r.role,
    isStore: r.is_store,
    auditStatus: r.audit_status as AuditStatus,
    status: r.status,
    company: r.company,
    storeName: r.store_name,
    registeredAt: iso(r.created_at),
    lastLoginAt: r.last_login_at ? iso(r.last_login_at) : null,
  };
}

/**
 * The console's users: search, one account's facts, disable / enable, lockouts and business
 * managers. Changes go through the modules that own them (auth, account); the audit log entry of
 * each is written by the route binder.
 */
export function createAdminUsersService(deps: {
  database: Database;
  auth: AuthService;
  account: AccountService;
  wallets: WalletService;
  payments: PaymentsService;
  seller: SellerService;
  afterSales: AfterSalesService;
}) {
  const { db } = deps.database;

  async function target(userId: number) {
    const user = await deps.auth.findUser(db, userId);
    if (!user) throw new AppError('NOT_FOUND');
    return user;
  }

  async function detail(userId: number): Promise<AdminUserDetail> {
    const [row, user] = await Promise.all([repo.one(db, userId), target(userId)]);
    if (!row) throw new AppError('NOT_FOUND');
    const [facts, store, lockouts, wallet] = await Promise.all([
      deps.account.consoleFacts(userId),
      repo.store(db, userId),
      deps.auth.lockouts(user),
      user.role === 'operator' ? null : deps.wallets.balanceOf(db, userId),
    ]);
    const actions = canManageAccount(user.role) ? (Object.keys(accountStatusTransitions[user.status]) as AccountAction[]) : [];
    return {
      ...listItem(row),
      companyCountry: facts.company?.companyCountry ?? null,
      creditCode: facts.company?.creditCode ?? null,
      rejectReason: facts.company?.rejectReason ?? null,
      store: store ? { storeId: store.id, storeCode: store.code, name: store.name_en, auditStatus: store.audit_status, open: store.status === 'open' } : null,
      businessManager: facts.businessManager,
      lockouts,
      walletBalance: wallet ? centsToAmount(wallet.balanceCents) : null,
      actions,
    };
  }

  async function managers(): Promise<Manager[]> {
    return (await repo.operators(db)).map((o) => ({ userId: o.id, name: o.real_name || o.mobile, phone: o.mobile, email: o.email ?? '' }));
  }

  return {
    async search(q: { keyword?: string; role?: 'buyer' | 'seller' | 'operator'; auditStatus?: AuditStatus; disabled?: boolean; pageIndex: number; pageSize: number }) {
      const { list, total } = await repo.page(db, q, q.pageSize, (q.pageIndex - 1) * q.pageSize);
      return { list: list.map(listItem), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
    },

    detail,
    managers,

    /**
     * Disables or enables an account. Operator accounts, the caller's own included, are refused
     * (ACCOUNT_PROTECTED): a console that could lock out its last operator would need the database
     * to undo it. The reason for disabling is kept in the audit log entry of the call.
     */
    async setStatus(lang: Language, userId: number, action: AccountAction): Promise<AdminUserDetail> {
      const user = await target(userId);
      if (!canManageAccount(user.role)) throw new AppError('ACCOUNT_PROTECTED');
      if (!canDoToAccount(user.status, action)) throw new AppError('ACCOUNT_INVALID_TRANSITION', { status: translate(lang, `account.${user.status}`) });
      await (action === 'disable' ? deps.auth.disable(userId) : deps.auth.enable(userId));
      return detail(userId);
    },

    async resetLockouts(userId: number): Promise<AdminUserDetail> {
      await deps.auth.resetLockouts(await target(userId));
      return detail(userId);
    },

    async assignManager(userId: number, managerUserId: number): Promise<AdminUserDetail> {
      const user = await target(userId);
      if (user.role !== 'buyer' || user.isStore) throw new AppError('MANAGER_BUYERS_ONLY');
      const manager = (await managers()).find((m) => m.userId === managerUserId);
      if (!manager) throw new AppError('MANAGER_INVALID');
      await deps.account.assignManager(userId, manager);
      return detail(userId);
    },

    /** The console's home: what waits for an operator (from each queue's own list) and today's figures. */
    async dashboard(lang: Language, since?: string): Promise<AdminDashboard> {
      const start = since ? new Date(since) : new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z');
      const one = { pageIndex: 1, pageSize: 1 };
      const [audits, withdrawals, transfers, stores, afterSales, today] = await Promise.all([
        deps.account.auditPage(0, 1, 1),
        deps.wallets.adminWithdrawals({ status: 'handling', ...one }),
        deps.payments.adminList({ status: 'pending', ...one }),
        deps.seller.adminStores({ auditStatus: 'pending', ...one }),
        deps.afterSales.adminList(lang, AdminAfterSalesListQuery.parse({ status: 'escalated', ...one })),
        repo.today(db, start),
      ]);
      return {
        queues: [
          { kind: 'audits', count: audits.total, path: '/admin/audits' },
          { kind: 'withdrawals', count: withdrawals.total, path: '/admin/withdrawals' },
          { kind: 'bankTransfers', count: transfers.total, path: '/admin/payments' },
          { kind: 'stores', count: stores.total, path: '/admin/stores' },
          { kind: 'afterSales', count: afterSales.total, path: '/admin/after-sales' },
        ],
        today: {
          since: start.toISOString(),
          newBuyers: today.newBuyers,
          orders: today.orders,
          paidAmount: centsToAmount(today.paidCents),
          topUps: today.topUps,
          topUpAmount: centsToAmount(today.topUpCents),
        },
      };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
