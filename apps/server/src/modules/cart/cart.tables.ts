import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';
import { goods } from '../catalog/catalog.tables';

/** A buyer's cart: one line per goods. Prices are not stored: a line is priced when it is read. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_buyer_goods_uq').on(t.buyerUserId, t.goodsId),
    index('cart_lines_buyer_idx').on(t.buyerUserId, t.createdAt),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
  ],
);
