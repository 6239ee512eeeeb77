import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';

/**
 * The console's read model of accounts: users with their company, store and last sign-in, and
 * today's figures. Read-only SQL across the tables of auth, account, catalog, purchase orders and
 * payments, for search and counts those modules have no use for themselves; every change goes
 * through the owning module's service.
 */
export interface UserSearch {
  keyword?: string;
  role?: 'buyer' | 'seller' | 'operator';
  auditStatus?: number;
  disabled?: boolean;
}

export interface UserRowView {
  id: number;
  customer_no: string;
  real_name: string;
  mobile: string;
  email: string | null;
  role: 'buyer' | 'seller' | 'operator';
  is_store: boolean;
  audit_status: number;
  status: 'active' | 'disabled';
  created_at: Date | string;
  company: string | null;
  store_name: string | null;
  last_login_at: Date | string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(q: UserSearch): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.role) parts.push(sql`u.role = ${q.role}`);
  if (q.auditStatus !== undefined) parts.push(sql`u.audit_status = ${q.auditStatus}`);
  if (q.disabled !== undefined) parts.push(q.disabled ? sql`u.status = 'disabled'` : sql`u.status = 'active'`);
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    const id = /^[Cc]?\d{1,10}$/.test(keyword) ? Number(keyword.replace(/^[Cc]/, '')) : null;
    parts.push(
      sql`(u.mobile ilike ${like} or u.email ilike ${like} or u.real_name ilike ${like} or c.company ilike ${like}${id !== null && id <= 2_147_483_647 ? sql` or u.id = ${id}` : sql``})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const SELECT = sql`select u.id, u.customer_no, u.real_name, u.mobile, u.email, u.role, u.is_store, u.audit_status, u.status, u.created_at,
  c.company, s.name_en as store_name,
  (select max(x.created_at) from sessions x where x.user_id = u.id) as last_login_at
  from users u
  left join company_profiles c on c.user_id = u.id
  left join stores s on s.owner_user_id = u.id`;

export const adminUsersRepository = {
  async page(ex: Executor, q: UserSearch, limit: number, offset: number) {
    const filter = where(q);
    const list = await rows<UserRowView>(ex, sql`${SELECT} where ${filter} order by u.created_at desc, u.id desc limit ${limit} offset ${offset}`);
    const [total] = await rows<{ n: number }>(ex, sql`select count(*)::int as n from users u left join company_profiles c on c.user_id = u.id where ${filter}`);
    return { list, total: total?.n ?? 0 };
  },

  one: async (ex: Executor, userId: number) => (await rows<UserRowView>(ex, sql`${SELECT} where u.id = ${userId}`))[0],

  store: async (ex: Executor, userId: number) =>
    (
      await rows<{ id: number; code: string; name_en: string; audit_status: string; status: string }>(
        ex,
        sql`select id, code, name_en, audit_status, status from stores where owner_user_id = ${userId}`,
      )
    )[0],

  operators: (ex: Executor) =>
    rows<{ id: number; real_name: string; mobile: string; email: string | null }>(ex, sql`select id, real_name, mobile, email from users where role = 'operator' and status = 'active' order by id`),

  /** Today's figures from `since`: new buyers, purchase orders placed, their paid amount, top-ups credited. */
  async today(ex: Executor, since: Date) {
    const [row] = await rows<{ new_buyers: number; orders: number; paid_cents: string | number; top_ups: number; top_up_cents: string | number }>(
      ex,
      sql`select
        (select count(*)::int from users where role = 'buyer' and created_at >= ${since}) as new_buyers,
        (select count(*)::int from purchase_orders where created_at >= ${since}) as orders,
        (select coalesce(sum(total_cents), 0) from purchase_orders where paid_at >= ${since}) as paid_cents,
        (select count(*)::int from payments where purpose = 'recharge' and status = 'succeeded' and paid_at >= ${since}) as top_ups,
        (select coalesce(sum(amount_cents), 0) from payments where purpose = 'recharge' and status = 'succeeded' and paid_at >= ${since}) as top_up_cents`,
    );
    return {
      newBuyers: row?.new_buyers ?? 0,
      orders: row?.orders ?? 0,
      paidCents: Number(row?.paid_cents ?? 0),
      topUps: row?.top_ups ?? 0,
      topUpCents: Number(row?.top_up_cents ?? 0),
    };
  },
};
