import type { CategoryNode } from '@wm/contracts';
import { useTranslation } from 'react-i18next';

/** A store's own categories as a list of buttons, up to three levels; the chosen one marked. */
export function ShopCategoryTree({ nodes, current, onPick }: { nodes: readonly CategoryNode[]; current?: number; onPick: (categoryId: number | undefined) => void }) {
  const { t } = useTranslation('catalog');
  const item = (node: CategoryNode, depth: number) => (
    <li key={node.categoryId}>
      <button
        type="button"
        className={node.categoryId === current ? 'shop-tree__item shop-tree__item--current' : 'shop-tree__item'}
        style={{ paddingLeft: 12 + depth * 14 }}
        aria-current={node.categoryId === current ? 'true' : undefined}
        onClick={() => onPick(node.categoryId)}
      >
        {node.categoryName}
      </button>
      {node.children.length > 0 && <ul>{node.children.map((child) => item(child, depth + 1))}</ul>}
    </li>
  );
  return (
    <nav className="shop-tree" aria-label={t('shop.categories')}>
      <h2 className="shop-tree__title">{t('shop.categories')}</h2>
      <ul>
        <li>
          <button type="button" className={current === undefined ? 'shop-tree__item shop-tree__item--current' : 'shop-tree__item'} onClick={() => onPick(undefined)} aria-current={current === undefined ? 'true' : undefined}>
            {t('shop.allGoods')}
          </button>
        </li>
        {nodes.map((node) => item(node, 0))}
      </ul>
    </nav>
  );
}
