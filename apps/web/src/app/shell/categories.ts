/** Top-level categories the panel lists; the rest go under More (spec section 9). */
export const LISTED_CATEGORIES = 8;

/** The panel and its sub-category flyout stay this long after the pointer leaves (spec section 9). */
export const HOVER_LEAVE_DELAY_MS = 300;

/** A tooltip opens after the pointer has rested this long (spec section 9). */
export const TOOLTIP_OPEN_DELAY_MS = 300;

/** The categories listed in the panel and those under More, in their order. */
export function splitCategories<T>(categories: readonly T[], listed = LISTED_CATEGORIES): { listed: T[]; more: T[] } {
  return { listed: categories.slice(0, listed), more: categories.slice(listed) };
}
