import { say } from '../../../lib/messages';

import { Button, Checkbox, Empty, Popconfirm, Skeleton, message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Price } from '../../../lib/price';
import { useCart, useDeleteCartLines, useMoveToFavorites, useSelectCart, useUpdateCartLine } from '../api/use-cart';
import { buyNowCheckout, cartCheckoutPath, checkoutIds, selectedIds } from '../cart-logic';
import { CartLineRow } from '../components/cart-line-row';
import '../cart.css';

/** The cart: lines grouped by store, selection, quantities, and the way to checkout. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const buyNow = buyNowCheckout(params);

  // "Buy now" on a goods page passes through here on its way to checkout.
  useEffect(() => {
    if (buyNow) void navigate(buyNow, { replace: true });
  }, [buyNow, navigate]);

  const cart = useCart();
  const update = useUpdateCartLine();
  const select = useSelectCart();
  const remove = useDeleteCartLines();
  const favorite = useMoveToFavorites();
  const view = cart.data;
  if (buyNow) return null;

  const chosen = selectedIds(view);
  const needSelection = (run: (ids: number[]) => void) => () => {
    if (!chosen.length) {
      void message.warning(say('cart.selectItem'));
      return;
    }
    run(chosen);
  };
  const deleteLines = (ids: number[]) => remove.mutate(ids, { onSuccess: () => void message.success(say('cart.deleted')) });
  const moveLines = (ids: number[]) => favorite.mutate(ids, { onSuccess: () => void message.success(say('cart.movedToFavorites')) });
  const checkout = () => {
    const ids = checkoutIds(view);
    if (!ids.length) {
      void message.warning(say('cart.selectItem'));
      return;
    }
    void navigate(cartCheckoutPath(ids));
  };

  if (!view) {
    return (
      <section className="page-container page-section cart-page">
        <Skeleton active />
      </section>
    );
  }
  const summary = view.summary;
  return (
    <section className="page-container page-section cart-page">
      <h1 className="page-title">
        {t('title')} <span className="muted cart-page__count">{t('count', { count: summary.lineCount })}</span>
      </h1>
      {view.stores.length === 0 ? (
        <Empty className="cart-empty" description={t('empty')}>
          <Link to="/home">{t('goShopping')}</Link>
        </Empty>
      ) : (
        <>
          <div className="cart-head">
            <Checkbox checked={summary.allSelected} aria-label={t('selectAll')} onChange={(event) => select.mutate({ selected: event.target.checked })} />
            <span>{t('columns.goods')}</span>
            <span>{t('columns.unitPrice')}</span>
            <span>{t('columns.quantity')}</span>
            <span>{t('columns.amount')}</span>
            <span>{t('columns.actions')}</span>
          </div>
          {view.stores.map((store) => (
            <section key={store.storeId} className="cart-store" aria-label={store.storeName}>
              <header className="cart-store__head">
                <Checkbox
                  checked={store.allSelected}
                  disabled={store.lines.every((line) => !line.purchasable)}
                  onChange={(event) => select.mutate({ selected: event.target.checked, storeId: store.storeId })}
                >
                  <strong>{store.storeName}</strong>
                </Checkbox>
                <span className="muted">{t('storeCode', { code: store.storeCode })}</span>
              </header>
              {store.lines.map((line) => (
                <CartLineRow
                  key={line.cartId}
                  line={line}
                  onSelect={(selected) => update.mutate({ cartId: line.cartId, selected })}
                  onQuantity={(quantity) => update.mutate({ cartId: line.cartId, quantity })}
                  onDelete={() => deleteLines([line.cartId])}
                  onFavorite={() => moveLines([line.cartId])}
                />
              ))}
            </section>
          ))}
          <footer className="cart-bar" aria-label={t('summary')}>
            <Checkbox checked={summary.allSelected} onChange={(event) => select.mutate({ selected: event.target.checked })}>
              {t('selectAll')}
            </Checkbox>
            {chosen.length ? (
              <Popconfirm title={t('confirmDelete', { count: chosen.length })} okText={t('actions.delete')} cancelText={t('cancel')} onConfirm={() => deleteLines(chosen)}>
                <Button type="link">{t('actions.deleteSelected')}</Button>
              </Popconfirm>
            ) : (
              <Button type="link" onClick={needSelection(deleteLines)}>
                {t('actions.deleteSelected')}
              </Button>
            )}
            <Button type="link" onClick={needSelection(moveLines)}>
              {t('actions.moveToFavorites')}
            </Button>
            {summary.invalidCount > 0 && <span className="muted">{t('invalidCount', { count: summary.invalidCount })}</span>}
            <span className="cart-bar__spacer" />
            <span>{t('selected', { count: summary.selectedCount, quantity: summary.selectedQuantity })}</span>
            <span className="cart-bar__total">
              {t('total')} <Price amount={summary.selectedAmount} testId="cart-total" />
            </span>
            <Button type="primary" size="large" onClick={checkout} disabled={summary.selectedCount === 0}>
              {t('checkout')}
            </Button>
          </footer>
        </>
      )}
    </section>
  );
}
