import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { HOVER_LEAVE_DELAY_MS } from './categories';

// The panel's code loads on the first hover.
const CategoryPanel = lazy(() => import('./category-panel'));

/** A strip entry that opens the category panel on hover (or click, for keyboards and touch). */
export function CategoryMenu({ label, variant }: { label: string; variant: 'primary' | 'tab' }) {
  const [open, setOpen] = useState(false);
  const panel = (
    <Suspense fallback={<Spin className="category-panel__loading" />}>
      <CategoryPanel onNavigate={() => setOpen(false)} />
    </Suspense>
  );
  return (
    <Popover
      content={panel}
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      mouseLeaveDelay={HOVER_LEAVE_DELAY_MS / 1000}
      placement="bottomLeft"
      arrow={false}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
    >
      <button type="button" className={`category-menu category-menu--${variant}`} aria-haspopup="true" aria-expanded={open}>
        {variant === 'primary' && <AppstoreOutlined aria-hidden />}
        <span>{label}</span>
        <DownOutlined className="category-menu__caret" aria-hidden />
      </button>
    </Popover>
  );
}
