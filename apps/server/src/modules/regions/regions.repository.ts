import type { Language } from '@wm/contracts';
import { asc, count, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inLanguage } from '../../db/localized';
import { regions } from './regions.tables';

export type NewRegion = typeof regions.$inferInsert;

export const regionsRepository = {
  /** Every region, parents before children, siblings in display order. */
  listRegions: (ex: Executor, lang: Language) =>
    ex
      .select({ id: regions.id, parentId: regions.parentId, code: regions.code, name: inLanguage(lang, { en: regions.nameEn, zh: regions.nameZh, ja: regions.nameJa }) })
      .from(regions)
      .orderBy(asc(regions.level), asc(regions.sort), asc(regions.id)),

  /** Regions by id with their parent and level, in a language. */
  findByIds: (ex: Executor, ids: number[], lang: Language) =>
    ex
      .select({ id: regions.id, parentId: regions.parentId, level: regions.level, code: regions.code, name: inLanguage(lang, { en: regions.nameEn, zh: regions.nameZh, ja: regions.nameJa }) })
      .from(regions)
      .where(inArray(regions.id, ids)),

  countRegions: async (ex: Executor) => (await ex.select({ n: count() }).from(regions))[0]?.n ?? 0,

  /** Adds regions whose key is new; existing ones (and their ids) stay as they are. */
  insertMissing: async (ex: Executor, values: NewRegion[]) => {
    for (let i = 0; i < values.length; i += 500) await ex.insert(regions).values(values.slice(i, i + 500)).onConflictDoNothing({ target: regions.key });
  },

  idsByKey: async (ex: Executor, keys: string[]) =>
    new Map((await ex.select({ id: regions.id, key: regions.key }).from(regions).where(inArray(regions.key, keys))).map((r) => [r.key, r.id])),
};
