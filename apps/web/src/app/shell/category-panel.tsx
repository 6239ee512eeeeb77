import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Empty, Spin, Tooltip } from 'antd';
import type { CategoryNode } from '@wm/contracts';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategoryTree } from '../../features/content/api/use-site-content';
import { categoryListPath } from '../../lib/paths';
import { HOVER_LEAVE_DELAY_MS, splitCategories, TOOLTIP_OPEN_DELAY_MS } from './categories';

/** A name cut short by the column shows in full in a tooltip. */
function CategoryName({ name }: { name: string }) {
  const [cut, setCut] = useState(false);
  const measure = (event: MouseEvent<HTMLSpanElement>) => setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  return (
    <Tooltip title={cut ? name : undefined} mouseEnterDelay={TOOLTIP_OPEN_DELAY_MS / 1000} placement="top">
      <span className="category-panel__name" onMouseEnter={measure}>
        {name}
      </span>
    </Tooltip>
  );
}

/**
 * Top-level categories, the first eight listed and the rest under More; hovering one
 * shows its second and third levels beside the list. Every level leads to its goods.
 */
export default function CategoryPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { data: tree, isPending } = useCategoryTree();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  if (isPending) return <Spin className="category-panel__loading" />;
  if (!tree?.length) return <Empty className="category-panel__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const { listed, more } = splitCategories(tree);
  const active = tree.find((category) => category.categoryId === activeId);

  const enter = (categoryId: number) => {
    window.clearTimeout(leaveTimer.current);
    setActiveId(categoryId);
  };
  // The flyout stays a moment, so that the pointer can travel to it across other rows.
  const leave = () => {
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(() => setActiveId(null), HOVER_LEAVE_DELAY_MS);
  };

  const topLevel = (category: CategoryNode) => (
    <li key={category.categoryId} onMouseEnter={() => enter(category.categoryId)} onMouseLeave={leave}>
      <Link
        to={categoryListPath(category.categoryId)}
        className={`category-panel__top${category.categoryId === activeId ? ' category-panel__top--active' : ''}`}
        onClick={onNavigate}
        onFocus={() => enter(category.categoryId)}
      >
        {category.icon ? <img className="category-panel__icon" src={category.icon} alt="" /> : <span className="category-panel__icon" />}
        <CategoryName name={category.categoryName} />
        {category.children.length > 0 && <RightOutlined className="category-panel__arrow" aria-hidden />}
      </Link>
    </li>
  );

  return (
    <div className="category-panel" onMouseLeave={leave}>
      <ul className="category-panel__list" aria-label={t('nav.categories')}>
        {listed.map(topLevel)}
        {more.length > 0 && (
          <li>
            <button type="button" className="category-panel__more" aria-expanded={moreOpen} onClick={() => setMoreOpen((value) => !value)}>
              <span>{t('nav.more')}</span>
              <DownOutlined className={moreOpen ? 'category-panel__more-caret--open' : undefined} aria-hidden />
            </button>
          </li>
        )}
        {moreOpen && more.map(topLevel)}
      </ul>
      {active && active.children.length > 0 && (
        <div className="category-panel__flyout" data-testid="category-flyout" onMouseEnter={() => enter(active.categoryId)} onMouseLeave={leave}>
          {active.children.map((second) => (
            <section key={second.categoryId} className="category-panel__group">
              <Link to={categoryListPath(second.categoryId)} className="category-panel__second" onClick={onNavigate}>
                {second.categoryName}
              </Link>
              {second.children.length > 0 && (
                <ul className="category-panel__thirds">
                  {second.children.map((third) => (
                    <li key={third.categoryId}>
                      <Link to={categoryListPath(third.categoryId)} onClick={onNavigate}>
                        {third.categoryName}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
