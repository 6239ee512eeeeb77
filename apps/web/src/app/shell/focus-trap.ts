/**
 * Keeps Tab and Shift+Tab inside the antd dialog on top of the page (each opens in its own layer at
 * the end of the body): past its last stop comes its first, before its first its last, and from
 * anywhere else (the dialog itself, which has the focus while it opens) its first or last. antd's
 * own trap pulls the focus back only once it has left: from a dialog's first button, Shift+Tab went
 * to the page's last link, a footer contact. The page behind scrolled to it, and its tooltip opened
 * and took the next Escape, so the dialog did not close. One listener on the document (capture),
 * installed once for the app; kept small, as it is in the home route's JavaScript.
 */
export function keepTabInDialogs(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      // Every key of every page comes here: only a Tab looks for a dialog.
      if (event.key !== 'Tab') return;
      const dialog = [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].filter((wrap) => wrap.getClientRects().length).pop();
      if (!dialog) return;
      // The stops Tab visits, in order: focusable, enabled, shown, and not hidden from assistive technology (antd's sentinels).
      const stops = [...dialog.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]')].filter(
        (element) => element.tabIndex >= 0 && !(element as HTMLInputElement).disabled && element.getClientRects().length && !element.closest('[aria-hidden="true"]'),
      );
      const at = stops.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at > 0 ? -1 : stops.length - 1) : at < 0 || at === stops.length - 1 ? 0 : -1;
      if (next < 0 || !stops.length) return;
      event.preventDefault();
      stops[next]!.focus();
    },
    true,
  );
}
