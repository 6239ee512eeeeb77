import { AppstoreOutlined, DownOutlined } from '@ant-design/icons';
import { Popover, Spin } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { HOVER_LEAVE_DELAY_MS } from './categories';

// The panel's code loads on the first hover.
const CategoryPanel = lazy(() => import('./category-panel'));

const TOP_ITEMS = '.category-panel__list > li > a, .category-panel__list > li > button';
const FLYOUT_ITEMS = '.category-panel__flyout a';

/**
 * A strip entry that opens the category panel on hover (or click, for keyboards and touch).
 * From the keyboard: Enter, Space or ArrowDown open it on its first category; the arrows move
 * up and down a column, right into the sub-categories and left back; Tab walks each category
 * then its sub-categories; Escape (or tabbing out) closes it and gives the focus back.
 */
export function CategoryMenu({ label, variant }: { label: string; variant: 'primary' | 'tab' }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);

  const topItems = () => [...(panel.current?.querySelectorAll<HTMLElement>(TOP_ITEMS) ?? [])];
  const flyoutItems = () => [...(panel.current?.querySelectorAll<HTMLElement>(FLYOUT_ITEMS) ?? [])];

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    // The panel loads and renders its categories after opening: wait for the first one.
    let frame = requestAnimationFrame(function tryFocus() {
      const first = topItems()[0];
      if (!first) {
        frame = requestAnimationFrame(tryFocus);
        return;
      }
      first.focus();
      focusOnOpen.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key) || (event.key === 'Tab' && !event.shiftKey && open)) {
      event.preventDefault();
      if (open) topItems()[0]?.focus();
      else {
        focusOnOpen.current = true;
        setOpen(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const tops = topItems();
    const flyout = flyoutItems();
    const current = document.activeElement as HTMLElement;
    const inFlyout = flyout.includes(current);
    // The category whose sub-categories show is the last one focused on the top list.
    const active = tops.findIndex((item) => item.classList.contains('category-panel__top--active'));
    const column = inFlyout ? flyout : tops;
    const at = column.indexOf(current);
    const move = (items: HTMLElement[], index: number) => {
      event.preventDefault();
      if (items.length > 0) items[(index + items.length) % items.length]!.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(column, at + 1);
      case 'ArrowUp':
        return move(column, at - 1);
      case 'Home':
        return move(column, 0);
      case 'End':
        return move(column, -1);
      case 'ArrowRight':
        if (!inFlyout && flyout.length > 0) move(flyout, 0);
        return;
      case 'ArrowLeft':
        if (inFlyout && active >= 0) move(tops, active);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close();
      case 'Tab': {
        // Each category, then its sub-categories, then the next category.
        const order = active >= 0 ? [...tops.slice(0, active + 1), ...flyout, ...tops.slice(active + 1)] : tops;
        const next = order.indexOf(current) + (event.shiftKey ? -1 : 1);
        event.preventDefault();
        if (next < 0 || next >= order.length) return close();
        return order[next]!.focus();
      }
    }
  };

  const content = (
    <div ref={panel} onKeyDown={onPanelKey}>
      <Suspense fallback={<Spin className="category-panel__loading" />}>
        <CategoryPanel onNavigate={() => setOpen(false)} />
      </Suspense>
    </div>
  );
  return (
    <Popover
      content={content}
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      mouseLeaveDelay={HOVER_LEAVE_DELAY_MS / 1000}
      placement="bottomLeft"
      arrow={false}
      styles={{ container: { padding: 0, overflow: 'hidden' } }}
    >
      <button type="button" ref={button} className={`category-menu category-menu--${variant}`} aria-haspopup="true" aria-expanded={open} onKeyDown={onButtonKey}>
        {variant === 'primary' && <AppstoreOutlined aria-hidden />}
        <span>{label}</span>
        <DownOutlined className="category-menu__caret" aria-hidden />
      </button>
    </Popover>
  );
}
