import type { Database } from '../../db/client';
import { namesOf } from './region-data';
import { regionsRepository as repo, type NewRegion } from './regions.repository';
import { COUNTRIES } from './world-regions';

const names = (n: Parameters<typeof namesOf>[0]) => {
  const { en, zh, ja } = namesOf(n);
  return { nameEn: en, nameZh: zh, nameJa: ja };
};

/** Rows of the region data files, level by level, with the stable keys that link them. */
function regionRows() {
  const countries: (NewRegion & { key: string })[] = [];
  const states: (NewRegion & { parentKey: string })[] = [];
  const cities: (NewRegion & { parentKey: string })[] = [];
  COUNTRIES.forEach(([countryCode, countryName, countryStates], c) => {
    countries.push({ key: countryCode, level: 1, code: countryCode, ...names(countryName), sort: c });
    countryStates.forEach(([stateCode, stateName, stateCities], s) => {
      const stateKey = `${countryCode}-${stateCode}`;
      states.push({ key: stateKey, parentKey: countryCode, level: 2, code: stateCode, ...names(stateName), sort: s });
      // Cities read alphabetically in a select.
      const sorted = stateCities.map(names).sort((a, b) => a.nameEn.localeCompare(b.nameEn, 'en'));
      sorted.forEach((cityNames, i) => cities.push({ key: `${stateKey}/${cityNames.nameEn}`, parentKey: stateKey, level: 3, code: null, ...cityNames, sort: i }));
    });
  });
  return { countries, states, cities };
}

/**
 * Reference data, needed in production as well as in demo mode. Adds what is missing by key,
 * so region ids never change; a start that finds every region costs one count.
 */
export async function seedRegions(database: Database): Promise<void> {
  const { db } = database;
  const { countries, states, cities } = regionRows();
  if ((await repo.countRegions(db)) >= countries.length + states.length + cities.length) return;
  await db.transaction(async (tx) => {
    await repo.insertMissing(tx, countries);
    const withParents = async (rows: (NewRegion & { parentKey: string })[]) => {
      const ids = await repo.idsByKey(tx, [...new Set(rows.map((r) => r.parentKey))]);
      return rows.map(({ parentKey, ...row }) => ({ ...row, parentId: ids.get(parentKey)! }));
    };
    await repo.insertMissing(tx, await withParents(states));
    await repo.insertMissing(tx, await withParents(cities));
  });
}
