import { useEffect } from 'react';
import { create } from 'zustand';

interface PageText {
  /** The page's own name, instead of its route's title ("<title> - <site>"). */
  title?: string;
  /** The page's description for search engines, instead of the site's. */
  description?: string;
}

const usePageTextStore = create<PageText>(() => ({}));

/**
 * A page that names itself (the goods page: the goods' name and description, as the server wrote
 * them into the page: modules/catalog/goods-first-view.ts). RootLayout writes them into the document
 * while the page is shown; the route's title and the site's description come back when it goes.
 */
export function usePageText(title: string | undefined, description?: string): void {
  useEffect(() => {
    usePageTextStore.setState({ title, description });
    return () => usePageTextStore.setState({ title: undefined, description: undefined });
  }, [title, description]);
}

/** What the page on show says of itself, if anything (RootLayout). */
export const useShownPageText = (): PageText => usePageTextStore();
