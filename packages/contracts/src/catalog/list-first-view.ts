import type { PriceVisibility } from './catalog.schema';

/**
 * A goods list's first view, as the web build renders it once per language with the app's own
 * components (apps/web src/prerender.tsx) and the server fills in for the list asked for
 * (apps/server modules/catalog/list-first-view.ts): the page, with slots for the category's trail,
 * the count and the cards, and a card with tokens for a goods' own values. The build writes the
 * templates into prerender.json; the server writes the view into the page it sends, so the list's
 * first pictures paint with the page rather than after the scripts and the list's data.
 */
export interface ListFirstViewTemplate {
  /** The list page's main area, with the SLOTS in it. */
  page: string;
  /** The list's cards (FirstViewCards). */
  cards: FirstViewCards;
  /** The same cards of a goods with no unit available ("Sold out" across the picture). */
  soldOutCards: FirstViewCards;
  /** "N products found", and "more than N" for a capped count, with the count's TOKEN. */
  found: string;
  foundMore: string;
  /** How many cards of the first row load their picture at once (apps/web goods-card.tsx EAGER_CARDS). */
  eagerCards: number;
  /** The page's name, as the app titles it ("<name> - <site>"). */
  title: string;
  /**
   * The home page's first section as a visitor first sees it (the newest goods), with the cards' slot
   * (SLOTS.cards), and its cards: rendered at /home, so that a price mask's sign-in link comes back
   * there. On a phone the first pictures are the home's largest paint, as on the list.
   */
  home: { page: string; cards: FirstViewCards; soldOutCards: FirstViewCards; title: string };
}

/** A card of a goods a visitor sees (a price mask) by the mask's reason, for the first row (eager) and the rest (lazy), with the TOKENS in it. */
export type FirstViewCards = Record<Exclude<PriceVisibility, 'visible'>, { eager: string; lazy: string }>;

/** Where the server puts the parts of the view in the template's page (as React renders `<template data-wm-slot="...">`). */
export const LIST_FIRST_VIEW_SLOTS = {
  query: '<template data-wm-slot="query"></template>',
  count: '<template data-wm-slot="count"></template>',
  cards: '<template data-wm-slot="cards"></template>',
} as const;

/** The tokens of a card and of the count, replaced by the values, escaped (letters and underscores only: nothing escapes them). */
export const LIST_FIRST_VIEW_TOKENS = {
  goodsId: '__WM_GOODS_ID__',
  name: '__WM_NAME__',
  image: '__WM_IMAGE__',
  itemCode: '__WM_ITEM_CODE__',
  storeId: '__WM_STORE_ID__',
  storeName: '__WM_STORE_NAME__',
  categoryId: '__WM_CATEGORY_ID__',
  count: '__WM_COUNT__',
} as const;
