import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Countries (level 1), their states/provinces/regions (2) and cities (3). `key` is the stable
 * path the seed uses (US, US-CA, US-CA/Los Angeles), so region ids never change once given
 * and addresses may keep them. Names are stored per language; most cities read the same.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    level: smallint('level').notNull(),
    /** ISO 3166-1 alpha-2 for countries, the subdivision code (CA, ON, 13) for states; null for cities. */
    code: text('code'),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameJa: text('name_ja').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('regions_key_uq').on(t.key),
    index('regions_parent_idx').on(t.parentId, t.sort),
    check('regions_level_ck', sql`${t.level} between 1 and 3 and (${t.level} = 1) = (${t.parentId} is null)`),
  ],
);
