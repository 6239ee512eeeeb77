import { useEffect } from 'react';
import './console-frame.css';

/**
 * The consoles' frame (merchant and operator: `console-frame`, styled by console-frame.css). In a narrow
 * window its side menu is a strip above the page that scrolls sideways: the open section is brought into
 * the middle of the strip, so that a seller on a phone sees where they are.
 */
export function useOpenSectionInView(section: string | undefined): void {
  useEffect(() => {
    const item = document.querySelector<HTMLElement>('.console-frame .ant-layout-sider .ant-menu-item-selected');
    const strip = item?.closest<HTMLElement>('.ant-menu');
    if (!item || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const [itemBox, stripBox] = [item.getBoundingClientRect(), strip.getBoundingClientRect()];
    strip.scrollLeft += itemBox.left - stripBox.left - (stripBox.width - itemBox.width) / 2;
  }, [section]);
}
