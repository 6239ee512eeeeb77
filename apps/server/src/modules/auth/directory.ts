import { toE164 } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';

/** How an account shows in the operator console: customer id, name and mobile. */
export interface AccountCard {
  userId: number;
  customerNo: string;
  realName: string;
  mobile: string;
}

const inList = (values: (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Accounts as other modules need to name or find them (the console's lists, a notice's
 * recipients), read here so that no other module queries the users table.
 */
export const accountDirectory = {
  /** The cards of some accounts, by id. */
  async cards(ex: Executor, ids: number[]): Promise<Map<number, AccountCard>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const found = await rows<AccountCard>(
      ex,
      sql`select id as "userId", customer_no as "customerNo", real_name as "realName", mobile from users where id in (${inList(unique)})`,
    );
    return new Map(found.map((c) => [c.userId, c] as const));
  },

  /**
   * The accounts named by a list of entries: a customer id (C100001), a user id (digits, up to
   * 10) or a mobile number (as sign-in takes it). Answers the ids found and the entries that
   * name no account.
   */
  async resolve(ex: Executor, entries: string[]): Promise<{ userIds: number[]; unknown: string[] }> {
    type Wanted = { entry: string; kind: 'customerNo'; customerNo: string } | { entry: string; kind: 'id'; id: number } | { entry: string; kind: 'mobile'; mobile: string | null };
    const wanted = entries.map((entry): Wanted => {
      const text = entry.trim();
      if (/^c\d{1,10}$/i.test(text)) return { entry, kind: 'customerNo', customerNo: text.toUpperCase() };
      if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) return { entry, kind: 'id', id: Number(text) };
      return { entry, kind: 'mobile', mobile: toE164(text, undefined, 'mobile') };
    });
    const customerNos = wanted.flatMap((w) => (w.kind === 'customerNo' ? [w.customerNo] : []));
    const ids = wanted.flatMap((w) => (w.kind === 'id' ? [w.id] : []));
    const mobiles = wanted.flatMap((w) => (w.kind === 'mobile' && w.mobile ? [w.mobile] : []));
    const conditions = [
      customerNos.length ? sql`customer_no in (${inList(customerNos)})` : null,
      ids.length ? sql`id in (${inList(ids)})` : null,
      mobiles.length ? sql`mobile in (${inList(mobiles)})` : null,
    ].filter((c) => c !== null);
    const found = conditions.length
      ? await rows<{ id: number; customerNo: string; mobile: string }>(ex, sql`select id, customer_no as "customerNo", mobile from users where ${sql.join(conditions, sql` or `)}`)
      : [];
    const byNo = new Map(found.map((u) => [u.customerNo, u.id] as const));
    const byId = new Set(found.map((u) => u.id));
    const byMobile = new Map(found.map((u) => [u.mobile, u.id] as const));
    const userIds = new Set<number>();
    const unknown: string[] = [];
    for (const w of wanted) {
      const id = w.kind === 'customerNo' ? byNo.get(w.customerNo) : w.kind === 'id' ? (byId.has(w.id) ? w.id : undefined) : w.mobile ? byMobile.get(w.mobile) : undefined;
      if (id === undefined) unknown.push(w.entry);
      else userIds.add(id);
    }
    return { userIds: [...userIds], unknown };
  },

  /** How many accounts have a role (a notice's audience). */
  countByRole: async (ex: Executor, role: 'buyer' | 'seller') => (await rows<{ n: number }>(ex, sql`select count(*)::int as n from users where role = ${role}`))[0]?.n ?? 0,
};

export type AccountDirectory = typeof accountDirectory;
