import type { KeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `container`, in order. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a dialog: past the last stop comes the first, before the
 * first the last. (antd's own trap pulls the focus back only when it lands elsewhere in the
 * page; from the dialog's last button a Tab left the page for the browser's address bar.)
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const stops = tabStops(event.currentTarget);
  if (stops.length === 0) return;
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : null) : at === stops.length - 1 || at < 0 ? 0 : null;
  if (next === null) return;
  event.preventDefault();
  stops[next]!.focus();
}
