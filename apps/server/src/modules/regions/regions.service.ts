import type { Language, RegionNode } from '@wm/contracts';
import type { Database } from '../../db/client';
import { createCache } from '../../platform/cache';
import { buildTree } from '../../platform/tree';
import { regionsRepository as repo } from './regions.repository';

export function createRegionsService(deps: { database: Database; cacheTtlSeconds: number }) {
  const { db } = deps.database;
  const cache = createCache({ ttlMs: deps.cacheTtlSeconds * 1000, maxEntries: 10 });

  const tree = (lang: Language) =>
    cache.get(lang, async () =>
      buildTree(await repo.listRegions(db, lang), (r): RegionNode => ({ regionId: r.id, name: r.name, ...(r.code ? { code: r.code } : {}), children: [] })),
    );

  return {
    /** Countries with their states/provinces/regions and cities. */
    regionTree: tree,
    /** The US states and DC with their cities: the US branch of the same tree. */
    /** Names (and parents) of the given regions; unknown ids are absent from the map. */
    async describe(ids: number[], lang: Language) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<number, { id: number; parentId: number | null; level: number; name: string }>();
      return new Map((await repo.findByIds(db, unique, lang)).map((r) => [r.id, r]));
    },
    /**
     * Each region with its ancestors: the names from the country down (United Kingdom /
     * England / London) and the country's ISO code. Unknown ids are absent from the map.
     */
    async paths(ids: number[], lang: Language) {
      const known = new Map<number, { id: number; parentId: number | null; level: number; code: string | null; name: string }>();
      let wanted = [...new Set(ids)];
      // At most three levels: a city's state, then the state's country.
      for (let round = 0; round < 3 && wanted.length > 0; round++) {
        for (const r of await repo.findByIds(db, wanted, lang)) known.set(r.id, r);
        wanted = [...new Set([...known.values()].map((r) => r.parentId).filter((p): p is number => p !== null && !known.has(p)))];
      }
      const result = new Map<number, { names: string[]; countryCode: string | null; text: string }>();
      for (const id of new Set(ids)) {
        const chain: { name: string; code: string | null; parentId: number | null }[] = [];
        for (let at = known.get(id); at; at = at.parentId === null ? undefined : known.get(at.parentId)) chain.unshift(at);
        if (chain.length === 0) continue;
        const names = chain.map((r) => r.name);
        result.set(id, { names, countryCode: chain[0]!.parentId === null ? chain[0]!.code : null, text: names.join(' / ') });
      }
      return result;
    },
    /**
     * Whether country > state (> city) is a real chain of the tree: a state of that country,
     * a city of that state.
     */
    async isChain(countryId: number, stateId: number, cityId: number | null | undefined): Promise<boolean> {
      const found = await repo.findByIds(db, [countryId, stateId, ...(cityId ? [cityId] : [])], 'en');
      const byId = new Map(found.map((r) => [r.id, r]));
      const country = byId.get(countryId);
      const state = byId.get(stateId);
      if (!country || country.parentId !== null || !state || state.parentId !== countryId) return false;
      if (!cityId) return true;
      return byId.get(cityId)?.parentId === stateId;
    },
    usTree: async (lang: Language) => (await tree(lang)).find((country) => country.code === 'US')?.children ?? [],
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
