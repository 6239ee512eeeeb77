const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `container`, in order. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"], [inert]'),
  );
}

/** The dialog on top of the page: the last open antd modal (each opens in its own layer at the end of the body). */
export function topDialog(doc: Document): HTMLElement | undefined {
  return [...doc.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((wrap) => wrap.getClientRects().length > 0).at(-1);
}

/**
 * Keeps Tab and Shift+Tab inside the dialog on top of the page: past its last stop comes its first,
 * before its first its last, and from anywhere else (the dialog itself, which has the focus while
 * it opens) its first or last. antd's own trap pulls the focus back only once it has left: from a
 * dialog's first button, Shift+Tab went to the page's last link, a footer contact. The page behind
 * scrolled to it, the focus stayed there, and its tooltip opened and took the next Escape, so the
 * dialog did not close. Listens on the whole document (capture), once for the app.
 */
export function keepTabInDialogs(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const dialog = topDialog(doc);
    if (!dialog) return;
    const stops = tabStops(dialog);
    if (stops.length === 0) return;
    const at = stops.indexOf(doc.activeElement as HTMLElement);
    const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : null) : at === stops.length - 1 || at < 0 ? 0 : null;
    if (next === null) return;
    event.preventDefault();
    stops[next]!.focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}
