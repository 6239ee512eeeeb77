import type { RegionNode } from '@wm/contracts';

/** A cascader option: a region and, unless it is the last level, the regions under it. */
export interface RegionOption {
  value: number;
  label: string;
  children?: RegionOption[];
}

/** The region tree as cascader options; a region without children ends its branch. */
export function toRegionOptions(tree: readonly RegionNode[]): RegionOption[] {
  return tree.map((node) => ({
    value: node.regionId,
    label: node.name,
    ...(node.children.length > 0 ? { children: toRegionOptions(node.children) } : {}),
  }));
}

/** The ids from the top of the tree down to the region with this id (what a cascader shows); empty when it is not in the tree. */
export function regionPath(tree: readonly RegionNode[], id: number | null | undefined): number[] {
  if (id === null || id === undefined) return [];
  for (const node of tree) {
    if (node.regionId === id) return [id];
    const below = regionPath(node.children, id);
    if (below.length > 0) return [node.regionId, ...below];
  }
  return [];
}

/** The region a cascader path stands for: the deepest one chosen. */
export function deepestRegionId(path: readonly (number | string)[] | null | undefined): number | undefined {
  const last = path?.at(-1);
  if (last === undefined) return undefined;
  const id = Number(last);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The regions under a region (a country's states, a state's cities); empty when it has none or is unknown. */
export function childrenOf(tree: readonly RegionNode[], id: number | null | undefined): RegionNode[] {
  if (id === null || id === undefined) return [];
  for (const node of tree) {
    if (node.regionId === id) return node.children;
    const found = childrenOf(node.children, id);
    if (found.length > 0) return found;
  }
  return [];
}
