import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/client';
import { couponTemplates, userCoupons } from './coupons.tables';

export type TemplateRow = typeof couponTemplates.$inferSelect;
export type NewTemplate = typeof couponTemplates.$inferInsert;

export interface HeldCouponRow {
  couponId: number;
  templateId: number;
  status: 'unused' | 'locked' | 'used';
  orderId: number | null;
  claimedAt: Date;
  usedAt: Date | null;
  expired: boolean;
}

const held = sql`select c.id::float8 as "couponId", c.template_id as "templateId", c.status, c.order_id::float8 as "orderId",
                        c.claimed_at as "claimedAt", c.used_at as "usedAt", (c.status = 'unused' and t.valid_to <= now()) as expired
                 from user_coupons c join coupon_templates t on t.id = c.template_id`;

const toDates = (r: HeldCouponRow): HeldCouponRow => ({ ...r, couponId: Number(r.couponId), orderId: r.orderId === null ? null : Number(r.orderId), claimedAt: new Date(r.claimedAt), usedAt: r.usedAt ? new Date(r.usedAt) : null });

/** A template's coupons by state, for the console. */
export interface TemplateCounts {
  used: number;
  inUse: number;
}

/** A claimed coupon with its holder's id, for the console. */
export type ClaimRow = HeldCouponRow & { userId: number };

const claimStatus = (status: 'unused' | 'used' | 'expired' | undefined) =>
  status === 'used'
    ? sql` and c.status in ('locked', 'used')`
    : status === 'unused'
      ? sql` and c.status = 'unused' and t.valid_to > now()`
      : status === 'expired'
        ? sql` and c.status = 'unused' and t.valid_to <= now()`
        : sql``;

export const couponsRepository = {
  // ---- the operator console

  insertTemplate: async (ex: Executor, values: NewTemplate) => (await ex.insert(couponTemplates).values(values).returning())[0]!,

  findTemplate: async (ex: Executor, id: number) => (await ex.select().from(couponTemplates).where(sql`${couponTemplates.id} = ${id}`))[0],

  findTemplateByCode: async (ex: Executor, code: string) => (await ex.select().from(couponTemplates).where(sql`${couponTemplates.code} = ${code}`))[0],

  /** Changes a template still in one of `from` that no buyer holds yet; undefined when it is not. */
  updateUnclaimed: async (ex: Executor, id: number, from: readonly string[], values: Partial<NewTemplate>) =>
    (
      await ex
        .update(couponTemplates)
        .set({ ...values, updatedAt: sql`now()` })
        .where(sql`${couponTemplates.id} = ${id} and ${couponTemplates.status} in (${sql.join(from.map((f) => sql`${f}`), sql`, `)}) and ${couponTemplates.claimedQty} = 0`)
        .returning()
    )[0],

  /** Moves a template from one of `from` to `to` (a conditional update); undefined when it was not in `from`. */
  moveStatus: async (ex: Executor, id: number, from: readonly string[], to: 'published' | 'unpublished') =>
    (
      await ex
        .update(couponTemplates)
        .set({ status: to, updatedAt: sql`now()`, ...(to === 'published' ? { publishedAt: sql`now()` } : {}) })
        .where(sql`${couponTemplates.id} = ${id} and ${couponTemplates.status} in (${sql.join(from.map((f) => sql`${f}`), sql`, `)})`)
        .returning()
    )[0],

  /** Templates newest first, by status. */
  async pageTemplates(ex: Executor, status: string | undefined, limit: number, offset: number) {
    const where = status ? sql`${couponTemplates.status} = ${status}` : sql`true`;
    const list = await ex.select().from(couponTemplates).where(where).orderBy(sql`${couponTemplates.id} desc`).limit(limit).offset(offset);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from coupon_templates where ${status ? sql`status = ${status}` : sql`true`}`))[0]?.n ?? 0;
    return { list, total };
  },

  /** Used and in-use coupons of some templates. */
  async countsOf(ex: Executor, ids: number[]): Promise<Map<number, TemplateCounts>> {
    if (ids.length === 0) return new Map();
    const found = await rows<{ templateId: number; used: number; inUse: number }>(
      ex,
      sql`select template_id as "templateId", count(*) filter (where status = 'used')::int as used, count(*) filter (where status = 'locked')::int as "inUse"
          from user_coupons where template_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) group by template_id`,
    );
    return new Map(found.map((r) => [r.templateId, { used: r.used, inUse: r.inUse }] as const));
  },

  /** A template's claimed coupons, newest first, by shown status. */
  async pageClaims(ex: Executor, templateId: number, status: 'unused' | 'used' | 'expired' | undefined, limit: number, offset: number) {
    const where = sql`c.template_id = ${templateId}${claimStatus(status)}`;
    const list = (
      await rows<ClaimRow>(
        ex,
        sql`select c.id::float8 as "couponId", c.template_id as "templateId", c.user_id as "userId", c.status, c.order_id::float8 as "orderId",
                   c.claimed_at as "claimedAt", c.used_at as "usedAt", (c.status = 'unused' and t.valid_to <= now()) as expired
            from user_coupons c join coupon_templates t on t.id = c.template_id
            where ${where} order by c.id desc limit ${limit} offset ${offset}`,
      )
    ).map((r) => ({ ...toDates(r), userId: r.userId }));
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from user_coupons c join coupon_templates t on t.id = c.template_id where ${where}`))[0]?.n ?? 0;
    return { list, total };
  },

  // ---- buyers

  insertMissingTemplates: (ex: Executor, values: NewTemplate[]) => ex.insert(couponTemplates).values(values).onConflictDoNothing(),

  templates: async (ex: Executor, ids: number[]) =>
    ids.length === 0 ? [] : ex.select().from(couponTemplates).where(sql`${couponTemplates.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`),

  /** Published templates within their validity with some left, newest first. */
  claimableTemplates: (ex: Executor) =>
    ex
      .select()
      .from(couponTemplates)
      .where(sql`${couponTemplates.status} = 'published' and ${couponTemplates.validFrom} <= now() and ${couponTemplates.validTo} > now() and ${couponTemplates.claimedQty} < ${couponTemplates.totalQty}`)
      .orderBy(sql`${couponTemplates.id} desc`),

  claimedCounts: async (ex: Executor, userId: number) =>
    new Map((await rows<{ templateId: number; n: number }>(ex, sql`select template_id as "templateId", count(*)::int as n from user_coupons where user_id = ${userId} group by template_id`)).map((r) => [r.templateId, r.n] as const)),

  /**
   * Takes one coupon of a template: the template row is locked by the update (so one buyer's
   * concurrent claims queue), it must be within validity with some left. Answers the template's
   * per-user limit, or undefined when none could be taken.
   */
  takeOne: async (ex: Executor, templateId: number) =>
    (
      await rows<{ perUserLimit: number }>(
        ex,
        sql`update coupon_templates set claimed_qty = claimed_qty + 1
            where id = ${templateId} and status = 'published' and claimed_qty < total_qty and valid_from <= now() and valid_to > now()
            returning per_user_limit as "perUserLimit"`,
      )
    )[0],

  countHeld: async (ex: Executor, templateId: number, userId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from user_coupons where template_id = ${templateId} and user_id = ${userId}`))[0]?.n ?? 0,

  insertHeld: async (ex: Executor, templateId: number, userId: number) =>
    (await ex.insert(userCoupons).values({ templateId, userId }).returning({ id: userCoupons.id }))[0]!.id,

  findHeld: async (ex: Executor, userId: number, couponId: number) =>
    (await rows<HeldCouponRow>(ex, sql`${held} where c.user_id = ${userId} and c.id = ${couponId}`)).map(toDates)[0],

  /** Own coupons by shown status, newest first. */
  pageHeld: async (ex: Executor, userId: number, status: 'unused' | 'used' | 'expired', limit: number, offset: number) => {
    const where =
      status === 'used'
        ? sql`c.status in ('locked', 'used')`
        : status === 'unused'
          ? sql`c.status = 'unused' and t.valid_to > now()`
          : sql`c.status = 'unused' and t.valid_to <= now()`;
    const list = (await rows<HeldCouponRow>(ex, sql`${held} where c.user_id = ${userId} and ${where} order by c.id desc limit ${limit} offset ${offset}`)).map(toDates);
    const total = (await rows<{ n: number }>(ex, sql`select count(*)::int as n from user_coupons c join coupon_templates t on t.id = c.template_id where c.user_id = ${userId} and ${where}`))[0]?.n ?? 0;
    return { list, total };
  },

  /** How many own coupons show as unused (unused, not past their validity), as the 'unused' page counts them. */
  countUnused: async (ex: Executor, userId: number) =>
    (await rows<{ n: number }>(ex, sql`select count(*)::int as n from user_coupons c join coupon_templates t on t.id = c.template_id where c.user_id = ${userId} and c.status = 'unused' and t.valid_to > now()`))[0]?.n ?? 0,

  /** Own coupons usable now (unused, within validity). */
  usableHeld: async (ex: Executor, userId: number) =>
    (await rows<HeldCouponRow>(ex, sql`${held} where c.user_id = ${userId} and c.status = 'unused' and t.valid_from <= now() and t.valid_to > now() order by c.id`)).map(toDates),

  /** unused -> locked by an order; false when it is not this user's, not unused or no longer valid. Single use under any concurrency. */
  lock: async (ex: Executor, userId: number, couponId: number, orderId: number) =>
    (
      await rows(
        ex,
        sql`update user_coupons c set status = 'locked', order_id = ${orderId}
            from coupon_templates t
            where c.id = ${couponId} and c.user_id = ${userId} and c.status = 'unused' and t.id = c.template_id and t.valid_from <= now() and t.valid_to > now()
            returning c.id`,
      )
    ).length > 0,

  /** locked -> unused (its order canceled). Past its validity it then shows as expired. */
  unlock: (ex: Executor, orderId: number) => ex.execute(sql`update user_coupons set status = 'unused', order_id = null where order_id = ${orderId} and status = 'locked'`),

  /** locked -> used (its order paid). */
  use: (ex: Executor, orderId: number) => ex.execute(sql`update user_coupons set status = 'used', used_at = now() where order_id = ${orderId} and status = 'locked'`),

  /** used -> unused (its order wholly refunded), only while the coupon is still valid. Answers whether it came back. */
  giveBack: async (ex: Executor, orderId: number) =>
    (
      await rows(
        ex,
        sql`update user_coupons c set status = 'unused', order_id = null, used_at = null
            from coupon_templates t
            where c.order_id = ${orderId} and c.status = 'used' and t.id = c.template_id and t.valid_to > now()
            returning c.id`,
      )
    ).length > 0,
};
