import type { Address } from '@wm/contracts';
import { Alert, Button, Empty, Input, Radio, Select, Skeleton, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Price, useFormatPrice } from '../../../lib/price';
import { useAddresses, useCheckoutPreview, useSubmitCheckout, useUsableCoupons } from '../api/use-checkout';
import { checkoutBody, checkoutSource } from '../checkout-source';
import '../purchase-orders.css';
import { GoodsImage } from '../../../lib/goods-image';

type CheckoutLine = NonNullable<ReturnType<typeof useCheckoutPreview>['data']>['orders'][number]['lines'][number];
type UsableCoupon = NonNullable<ReturnType<typeof useUsableCoupons>['data']>['list'][number];

const addressText = (address: Address) =>
  [address.address, address.cityName, address.stateName, address.zipCode, address.countryName].filter(Boolean).join(', ');

export interface CheckoutPageProps {
  /** The dialog that adds a shipping address (it belongs to the account screens; app/ hands it in). */
  renderAddressDialog?: (open: boolean, onClose: () => void) => ReactNode;
}

/** Confirm the purchase order: delivery, address, a coupon per store's order, remark and the amounts; submit, then pay. */
export function CheckoutPage({ renderAddressDialog }: CheckoutPageProps) {
  const { t } = useTranslation('purchase-orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const source = useMemo(() => checkoutSource(params), [params]);
  const [deliveryMode, setDeliveryMode] = useState<'inventory' | 'ship'>('inventory');
  const [addressId, setAddressId] = useState<number>();
  // One coupon per order: the coupon each store's order takes, by store.
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [remark, setRemark] = useState('');
  const [addingAddress, setAddingAddress] = useState(false);

  const addresses = useAddresses(deliveryMode === 'ship');
  useEffect(() => {
    // The default address (listed first) is chosen until the buyer picks another.
    if (deliveryMode === 'ship' && addressId === undefined && addresses.data?.length) setAddressId(addresses.data[0]!.addressId);
  }, [deliveryMode, addressId, addresses.data]);

  const ready = source !== null && (deliveryMode === 'inventory' || addressId !== undefined);
  const orderCoupons = Object.entries(chosen).map(([storeId, couponId]) => ({ storeId: Number(storeId), couponId }));
  const couponBody = ready ? checkoutBody(source, { deliveryMode, addressId }) : null;
  const body = ready ? checkoutBody(source, { deliveryMode, addressId, coupons: orderCoupons }) : null;
  const preview = useCheckoutPreview(body);
  const coupons = useUsableCoupons(couponBody);
  const submit = useSubmitCheckout();
  const formatPrice = useFormatPrice();

  // A coupon that no longer fits its order is dropped (judged on the answer to the current question, not the one kept on screen meanwhile).
  useEffect(() => {
    if (!coupons.data || coupons.isPlaceholderData) return;
    const list = coupons.data.list;
    const fitting = Object.entries(chosen).filter(([storeId, couponId]) => list.some((coupon) => coupon.couponId === couponId && coupon.fits.some((fit) => fit.storeId === Number(storeId))));
    if (fitting.length !== Object.keys(chosen).length) setChosen(Object.fromEntries(fitting));
  }, [chosen, coupons.data, coupons.isPlaceholderData]);
  // A checkout that cannot be priced with the coupons chosen is asked again without them (the buyer chooses again).
  useEffect(() => {
    if (preview.isError && Object.keys(chosen).length > 0) setChosen({});
  }, [preview.isError, chosen]);

  if (!source) {
    return (
      <section className="page-container page-section">
        <Empty description={t('checkout.nothing')}>
          <Link to="/shoppingCart">{t('checkout.backToCart')}</Link>
        </Empty>
      </section>
    );
  }

  const place = () => {
    if (!ready) return;
    submit.mutate(checkoutBody(source, { deliveryMode, addressId, coupons: orderCoupons, remark }), {
      onSuccess: (result) => void navigate(`/payment/index?orderNos=${encodeURIComponent(result.orderNos.join(','))}`, { replace: true }),
    });
  };

  const columns: TableColumnsType<CheckoutLine> = [
    {
      key: 'goods',
      title: t('columns.goods'),
      render: (_, line) => (
        <div className="po-goods">
          <GoodsImage src={line.image} width={56} height={56} />
          <div>
            <div>{line.name}</div>
            <div className="muted">{t('itemCode', { code: line.itemCode })}</div>
          </div>
        </div>
      ),
    },
    { key: 'unitPrice', title: t('columns.unitPrice'), width: 160, render: (_, line) => <Price amount={line.unitPrice} /> },
    { key: 'quantity', title: t('columns.quantity'), width: 120, dataIndex: 'quantity' },
    { key: 'amount', title: t('columns.amount'), width: 160, align: 'right', render: (_, line) => <Price amount={line.amount} /> },
  ];
  const data = preview.data;
  const couponList = coupons.data?.list ?? [];
  /**
   * The coupons a store's order may take: those that fit it (what it takes off this order, most
   * first), less those another order has taken. Several coupons of one template are one choice,
   * shown once with how many there are (the one this order took stands for them).
   */
  const couponChoicesFor = (storeId: number) => {
    const elsewhere = new Set(Object.entries(chosen).flatMap(([store, couponId]) => (Number(store) === storeId ? [] : [couponId])));
    const fitting: { coupon: UsableCoupon; discount: number }[] = [];
    for (const coupon of couponList) {
      const fit = coupon.fits.find((f) => f.storeId === storeId);
      if (fit) fitting.push({ coupon, discount: fit.discount });
    }
    fitting.sort((a, b) => b.discount - a.discount);
    const choices: { coupon: UsableCoupon; discount: number; count: number }[] = [];
    for (const fit of fitting) {
      if (elsewhere.has(fit.coupon.couponId)) continue;
      const same = choices.find((choice) => choice.coupon.templateId === fit.coupon.templateId && choice.discount === fit.discount);
      if (!same) choices.push({ ...fit, count: 1 });
      else {
        same.count += 1;
        if (fit.coupon.couponId === chosen[storeId]) same.coupon = fit.coupon;
      }
    }
    return { fits: fitting.length, choices };
  };
  const choose = (storeId: number, couponId: number | undefined) =>
    setChosen((current) => {
      const next = { ...current };
      if (couponId === undefined) delete next[storeId];
      else next[storeId] = couponId;
      return next;
    });

  return (
    <section className="page-container page-section po-page">
      <h1 className="page-title">{t('checkout.title')}</h1>

      <section className="po-card" aria-label={t('checkout.delivery')}>
        <h2 className="po-card__title">{t('checkout.delivery')}</h2>
        <Radio.Group value={deliveryMode} onChange={(event) => setDeliveryMode(event.target.value as 'inventory' | 'ship')}>
          <Radio value="inventory">{t('deliveryModes.inventory')}</Radio>
          <Radio value="ship">{t('deliveryModes.ship')}</Radio>
        </Radio.Group>
        <p className="muted po-card__hint">{t(`checkout.deliveryHint.${deliveryMode}`)}</p>
        {deliveryMode === 'ship' && (
          <div className="po-addresses" aria-label={t('checkout.address')}>
            {addresses.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} />
            ) : (
              <Radio.Group value={addressId} onChange={(event) => setAddressId(event.target.value as number)} className="po-addresses__list">
                {(addresses.data ?? []).map((address) => (
                  <Radio key={address.addressId} value={address.addressId} className="po-address">
                    <strong>{address.receiver}</strong> {address.mobile} {address.isDefault && <Tag color="blue">{t('checkout.default')}</Tag>}
                    <div className="muted">{addressText(address)}</div>
                  </Radio>
                ))}
              </Radio.Group>
            )}
            {addresses.data?.length === 0 && <Alert type="warning" showIcon title={t('checkout.noAddress')} />}
            <div className="po-addresses__actions">
              {renderAddressDialog && <Button onClick={() => setAddingAddress(true)}>{t('checkout.addAddress')}</Button>}
              <Link to="/accountSetting/index?activeComponents=address">{t('checkout.manageAddresses')}</Link>
            </div>
            {renderAddressDialog?.(addingAddress, () => {
              setAddingAddress(false);
              void addresses.refetch();
            })}
          </div>
        )}
      </section>

      <section className="po-card" aria-label={t('checkout.goods')}>
        <h2 className="po-card__title">{t('checkout.goods')}</h2>
        {!data ? (
          preview.isError ? <Empty description={t('checkout.cannotPrice')} /> : <Skeleton active />
        ) : (
          data.orders.map((order) => (
            <div key={order.storeId} className="po-store" data-testid={`checkout-store-${order.storeId}`}>
              <div className="po-store__head">
                <strong>{order.storeName}</strong>
                <span className="muted">{t('storeCode', { code: order.storeCode })}</span>
                {order.couponApplied && <Tag color="red">{t('checkout.couponHere')}</Tag>}
              </div>
              <Table<CheckoutLine> rowKey={(line) => `${line.goodsId}`} size="small" columns={columns} dataSource={order.lines} pagination={false} />
              <div className="po-store__amounts">
                <span>
                  {t('amounts.goods')} <Price amount={order.goodsAmount} />
                </span>
                {order.discount > 0 && (
                  <span>
                    {t('amounts.discount')} -<Price amount={order.discount} />
                  </span>
                )}
                {deliveryMode === 'ship' && (
                  <span>
                    {t('amounts.freight')} <Price amount={order.freight} /> · {t('amounts.fees')} <Price amount={order.fees} />
                  </span>
                )}
                <span>
                  {t('amounts.orderTotal')} <Price amount={order.total} className="po-strong" />
                </span>
              </div>
            </div>
          ))
        )}
      </section>

      <section className="po-card" aria-label={t('checkout.coupon')}>
        <h2 className="po-card__title">{t('checkout.coupon')}</h2>
        {coupons.data && couponList.length === 0 ? (
          <p className="muted" data-testid="no-coupon">
            {coupons.data.message ?? t('checkout.noCoupon')} <Link to="/coupon/index?tab=center">{t('checkout.couponCenter')}</Link>
          </p>
        ) : !data || !coupons.data ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : (
          // One row per store's order: its own coupon, chosen among those that fit it.
          <div className="po-coupons">
            {data.orders.map((order) => {
              const { fits, choices } = couponChoicesFor(order.storeId);
              return (
                <div key={order.storeId} className="po-coupons__row" data-testid={`checkout-coupon-${order.storeId}`}>
                  <span className="po-coupons__store" title={order.storeName}>
                    {order.storeName}
                  </span>
                  {fits === 0 ? (
                    <span className="muted">{t('checkout.noCoupon')}</span>
                  ) : (
                    <Select
                      className="po-coupon"
                      aria-label={t('checkout.couponFor', { store: order.storeName })}
                      allowClear
                      disabled={choices.length === 0}
                      placeholder={choices.length === 0 ? t('checkout.couponsTakenElsewhere') : t('checkout.chooseCoupon', { count: choices.reduce((n, choice) => n + choice.count, 0) })}
                      value={chosen[order.storeId]}
                      onChange={(value: number | undefined) => choose(order.storeId, value)}
                      options={choices.map(({ coupon, discount, count }) => ({
                        value: coupon.couponId,
                        label: `${t('checkout.couponOption', { name: coupon.name, discount: formatPrice(discount) })}${count > 1 ? ` ×${count}` : ''}`,
                      }))}
                    />
                  )}
                  {order.coupon && (
                    <span className="po-coupons__discount">
                      -<Price amount={order.coupon.discount} />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
        <p className="muted po-card__hint">{t('checkout.couponRule')}</p>
      </section>

      <section className="po-card" aria-label={t('checkout.remark')}>
        <h2 className="po-card__title">{t('checkout.remark')}</h2>
        <Input.TextArea value={remark} maxLength={500} showCount rows={2} onChange={(event) => setRemark(event.target.value)} placeholder={t('checkout.remarkPlaceholder')} />
      </section>

      <footer className="po-card po-submit" aria-label={t('checkout.summary')}>
        {data && (
          <dl className="po-summary">
            <div>
              <dt>{t('amounts.quantity')}</dt>
              <dd>{data.summary.quantity}</dd>
            </div>
            <div>
              <dt>{t('amounts.goods')}</dt>
              <dd>
                <Price amount={data.summary.goodsAmount} />
              </dd>
            </div>
            <div>
              <dt>{t('amounts.discount')}</dt>
              <dd data-testid="checkout-discount">
                -<Price amount={data.summary.discount} />
              </dd>
            </div>
            <div>
              <dt>{t('amounts.freight')}</dt>
              <dd>
                <Price amount={data.summary.freight} />
              </dd>
            </div>
            <div>
              <dt>{t('amounts.fees')}</dt>
              <dd>
                <Price amount={data.summary.fees} />
              </dd>
            </div>
            <div className="po-summary__total">
              <dt>{t('amounts.total')}</dt>
              <dd>
                <Price amount={data.summary.total} testId="checkout-total" />
              </dd>
            </div>
          </dl>
        )}
        <div className="po-submit__actions">
          {data && <span className="muted">{t('checkout.payWithin', { minutes: data.paymentWindowMinutes })}</span>}
          <Button type="primary" size="large" onClick={place} loading={submit.isPending} disabled={!data || !ready}>
            {t('checkout.submit')}
          </Button>
        </div>
      </footer>
    </section>
  );
}

export default function CheckoutRoute() {
  return <CheckoutPage />;
}
