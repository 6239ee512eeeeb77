import type { RegionNode } from '@wm/contracts';
import { describe, expect, it } from 'vitest';
import { childrenOf, deepestRegionId, regionPath, toRegionOptions } from './regions';

const city = (regionId: number, name: string): RegionNode => ({ regionId, name, children: [] });

const tree: RegionNode[] = [
  {
    regionId: 1,
    name: 'United States',
    code: 'US',
    children: [
      { regionId: 13, name: 'Alabama', code: 'AL', children: [city(281, 'Birmingham'), city(282, 'Huntsville')] },
      { regionId: 14, name: 'Alaska', code: 'AK', children: [city(286, 'Anchorage')] },
    ],
  },
  { regionId: 4, name: 'United Kingdom', code: 'GB', children: [{ regionId: 70, name: 'Wales', children: [] }] },
  { regionId: 99, name: 'Nowhere', children: [] },
];

describe('regionPath', () => {
  it('finds the path from the country down to a city', () => {
    expect(regionPath(tree, 286)).toEqual([1, 14, 286]);
  });

  it('finds states and countries too', () => {
    expect(regionPath(tree, 13)).toEqual([1, 13]);
    expect(regionPath(tree, 4)).toEqual([4]);
    expect(regionPath(tree, 70)).toEqual([4, 70]);
  });

  it('answers an empty path for no id or an id not in the tree', () => {
    expect(regionPath(tree, null)).toEqual([]);
    expect(regionPath(tree, undefined)).toEqual([]);
    expect(regionPath(tree, 12345)).toEqual([]);
  });
});

describe('deepestRegionId', () => {
  it('is the last id of the path', () => {
    expect(deepestRegionId([1, 14, 286])).toBe(286);
    expect(deepestRegionId([1, 13])).toBe(13);
    expect(deepestRegionId(['4'])).toBe(4);
  });

  it('is undefined for an empty or missing path', () => {
    expect(deepestRegionId([])).toBeUndefined();
    expect(deepestRegionId(undefined)).toBeUndefined();
    expect(deepestRegionId(null)).toBeUndefined();
  });

  it('round-trips with regionPath for every region of the tree', () => {
    const ids = (nodes: RegionNode[]): number[] => nodes.flatMap((node) => [node.regionId, ...ids(node.children)]);
    for (const id of ids(tree)) expect(deepestRegionId(regionPath(tree, id))).toBe(id);
  });
});

describe('toRegionOptions', () => {
  it('ends a branch where a region has no children', () => {
    const options = toRegionOptions(tree);
    expect(options[0]?.children?.[0]).toEqual({
      value: 13,
      label: 'Alabama',
      children: [
        { value: 281, label: 'Birmingham' },
        { value: 282, label: 'Huntsville' },
      ],
    });
    expect(options[2]).toEqual({ value: 99, label: 'Nowhere' });
  });
});

describe('childrenOf', () => {
  it("answers a country's states and a state's cities", () => {
    expect(childrenOf(tree, 1).map((node) => node.regionId)).toEqual([13, 14]);
    expect(childrenOf(tree, 14).map((node) => node.regionId)).toEqual([286]);
  });

  it('answers nothing for a leaf, an unknown id or no id', () => {
    expect(childrenOf(tree, 286)).toEqual([]);
    expect(childrenOf(tree, 5555)).toEqual([]);
    expect(childrenOf(tree, undefined)).toEqual([]);
  });
});
