import { createHash, randomBytes } from 'node:crypto';
import { FLOW_TYPES } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { rows, type Database } from '../src/db/client';
import { hashSecret } from '../src/platform/passwords';

export const BULK_PAY_PASSWORD = '135790';
let hashes: Promise<{ password: string; payPassword: string }> | undefined;
let batch = 0;

/**
 * Many approved buyers at once, made by SQL rather than through registration (which spends a
 * memory-hard hash and an SMS code on each): a user with the same password hashes, a wallet,
 * optionally funded through the wallet service, and a signed-in session. For concurrency tests
 * and benchmarks that need hundreds or thousands of distinct buyers.
 */
export async function bulkBuyers(app: App, database: Database, count: number, options: { fundCents?: number } = {}) {
  hashes ??= hashSecret('secret123').then((password) => ({ password, payPassword: app.services.auth.hashPayPassword(BULK_PAY_PASSWORD) }));
  const { password, payPassword } = await hashes;
  const prefix = `16${String(process.pid % 1000).padStart(3, '0')}${String(++batch % 100).padStart(2, '0')}`;
  const made: { id: number; customerNo: string; token: string; mobile: string }[] = [];
  const chunk = 500;
  for (let from = 0; from < count; from += chunk) {
    const n = Math.min(chunk, count - from);
    const inserted = await rows<{ id: number; customerNo: string; mobile: string }>(
      database.db,
      sql`insert into users (mobile, password_hash, pay_password_hash, real_name, role, audit_status)
          select ${prefix} || lpad((${from} + i)::text, 4, '0'), ${password}, ${payPassword}, 'Bulk buyer ' || (${from} + i), 'buyer', 2
          from generate_series(0, ${n - 1}) i
          returning id, customer_no as "customerNo", mobile`,
    );
    const tokens = inserted.map(() => randomBytes(32).toString('base64url'));
    await database.db.execute(sql`
      insert into sessions (token_hash, user_id, expires_at)
      select t.hash, t.user_id, now() + interval '1 day'
      from unnest(${`{${tokens.map((tk) => createHash('sha256').update(tk).digest('hex')).join(',')}}`}::text[], ${`{${inserted.map((u) => u.id).join(',')}}`}::int[]) as t(hash, user_id)`);
    await database.db.transaction(async (tx) => {
      for (const u of inserted) {
        await app.services.wallets.open(tx, u.id);
        if (options.fundCents) await app.services.wallets.post(tx, { userId: u.id, flowType: FLOW_TYPES.rechargeIncome, amountCents: options.fundCents, relatedId: 'BULK' });
      }
    });
    inserted.forEach((u, i) => made.push({ ...u, id: Number(u.id), token: tokens[i]! }));
  }
  return made;
}
