/**
 * Builds a forest from rows that name their parent, keeping the rows' order among siblings.
 * A row whose parent is not among the rows (a hidden or disabled parent) is left out with
 * its whole branch, so hiding a category hides what is under it.
 */
export function buildTree<R extends { id: number; parentId: number | null }, N extends { children: N[] }>(rows: readonly R[], toNode: (row: R) => N): N[] {
  const nodes = new Map<number, N>();
  for (const row of rows) nodes.set(row.id, toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}
