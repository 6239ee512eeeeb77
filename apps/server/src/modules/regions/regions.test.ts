import type { RegionNode } from '@wm/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers';
import { rows } from '../../db/client';
import { seedRegions } from './regions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usTree = async (lang?: string) => (await call<RegionNode[]>(t.app, 'GET', '/api/v2/region/us/tree', { lang })).body.data;
const worldTree = async (lang?: string) => (await call<RegionNode[]>(t.app, 'GET', '/api/v2/region/tree', { lang })).body.data;

describe('GET /api/v2/region/us/tree', () => {
  it('answers the 50 states and DC, each with real cities', async () => {
    const res = await call<RegionNode[]>(t.app, 'GET', '/api/v2/region/us/tree');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const states = res.body.data;
    expect(states).toHaveLength(51);
    expect(new Set(states.map((s) => s.code)).size).toBe(51);
    expect(states.map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'DC', 'AK', 'HI', 'WY']));
    for (const state of states) {
      expect(state).toEqual({ regionId: expect.any(Number), name: expect.any(String), code: expect.stringMatching(/^[A-Z]{2}$/), children: expect.any(Array) });
      expect(state.children.length, state.name).toBeGreaterThanOrEqual(state.code === 'DC' ? 1 : 5);
      for (const city of state.children) expect(city).toEqual({ regionId: expect.any(Number), name: expect.any(String), children: [] });
    }
    const california = states.find((s) => s.code === 'CA')!;
    expect(california.name).toBe('California');
    expect(california.children.map((c) => c.name)).toEqual(expect.arrayContaining(['Los Angeles', 'San Diego', 'San Francisco', 'Sacramento']));
    // Cities read alphabetically.
    const names = california.children.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers state names in the request language; ids do not depend on it', async () => {
    const [en, zh, ja] = await Promise.all([usTree('en-US'), usTree('zh-CN'), usTree('ja-JP')]);
    const pick = (tree: RegionNode[]) => tree.find((s) => s.code === 'CA')!;
    expect(pick(zh).name).toBe('加利福尼亚州');
    expect(pick(ja).name).toBe('カリフォルニア州');
    expect(pick(zh).regionId).toBe(pick(en).regionId);
    expect(pick(ja).children.map((c) => c.regionId)).toEqual(pick(en).children.map((c) => c.regionId));
  });
});

describe('GET /api/v2/region/tree', () => {
  it('answers the countries buyers ship to, with states/provinces/regions and cities', async () => {
    const world = await worldTree();
    expect(world.map((c) => c.code)).toEqual(['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'JP', 'AU', 'CN']);
    const states = (code: string) => world.find((c) => c.code === code)!.children;
    expect(states('US')).toHaveLength(51);
    expect(states('CA')).toHaveLength(13);
    expect(states('MX')).toHaveLength(32);
    expect(states('DE')).toHaveLength(16);
    expect(states('JP')).toHaveLength(47);
    expect(states('AU')).toHaveLength(8);
    for (const country of world)
      for (const state of country.children) {
        expect(state.code, `${country.code} ${state.name}`).toBeTruthy();
        expect(state.children.length, `${country.code} ${state.name}`).toBeGreaterThan(0);
      }
    const us = await usTree();
    expect(states('US')).toEqual(us);
  });

  it('answers names in the request language where they differ', async () => {
    const [en, zh, ja] = await Promise.all([worldTree('en-US'), worldTree('zh-CN'), worldTree('ja-JP')]);
    const country = (tree: RegionNode[], code: string) => tree.find((c) => c.code === code)!;
    expect([country(en, 'US').name, country(zh, 'US').name, country(ja, 'US').name]).toEqual(['United States', '美国', 'アメリカ合衆国']);
    expect(country(zh, 'DE').name).toBe('德国');
    const tokyo = (tree: RegionNode[]) => country(tree, 'JP').children.find((s) => s.code === '13')!;
    expect([tokyo(en).name, tokyo(zh).name, tokyo(ja).name]).toEqual(['Tokyo', '东京都', '東京都']);
    const guangdong = (tree: RegionNode[]) => country(tree, 'CN').children.find((s) => s.code === 'GD')!;
    expect(guangdong(zh).children.map((c) => c.name)).toContain('深圳市');
    expect(guangdong(en).children.map((c) => c.name)).toContain('Shenzhen');
    // Names that read the same everywhere stay as they are.
    expect(country(ja, 'FR').children.find((s) => s.code === 'IDF')!.name).toBe('Île-de-France');
  });

  it('reference data is seeded once: a new start adds nothing and keeps every id', async () => {
    const before = await worldTree();
    await seedRegions(t.database);
    expect(await worldTree()).toEqual(before);
    // A region lost from the table comes back with a new id; the others keep theirs.
    await t.database.db.execute(sql`delete from regions where key = 'US-WY/Laramie'`);
    await seedRegions(t.database);
    const [laramie] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from regions where key = 'US-WY/Laramie'`);
    expect(laramie!.n).toBe(1);
  });
});
