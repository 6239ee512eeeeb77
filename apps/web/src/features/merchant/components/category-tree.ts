import type { CategoryNode } from '@wm/contracts';

export interface TreeOption {
  value: number;
  title: string;
  selectable?: boolean;
  children?: TreeOption[];
}

/** The category tree for a TreeSelect; with `leavesOnly`, only the last level can be chosen (goods belong to it). */
export function categoryTreeData(nodes: CategoryNode[], leavesOnly: boolean): TreeOption[] {
  return nodes.map((n) => ({
    value: n.categoryId,
    title: n.categoryName,
    ...(leavesOnly && n.children.length > 0 ? { selectable: false } : {}),
    ...(n.children.length ? { children: categoryTreeData(n.children, leavesOnly) } : {}),
  }));
}
