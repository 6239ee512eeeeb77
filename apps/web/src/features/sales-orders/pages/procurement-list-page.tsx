import { Alert, Button, Empty, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useBatchAction, useSettle, useSettlePreview } from '../api/use-sales-orders';
import { SettleLines } from '../components/settle-lines';
import { detailsPath, listParam } from '../format';
import '../sales-orders.css';

/**
 * The procurement list of on-hold orders (?orderNos=): the priced shortfall and one click that buys
 * it as purchase orders into my inventory, then their payment; once paid, the orders move on.
 */
export default function ProcurementListPage() {
  const { t } = useTranslation('sales-orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNos = listParam(params.get('orderNos'));
  const preview = useSettlePreview(orderNos);
  const settle = useSettle();
  const submit = useBatchAction();
  const data = preview.data;

  if (!orderNos.length) {
    return (
      <section className="page-container page-section">
        <Empty description={t('settle.nothingChosen')}>
          <Link to="/salesOrderManage/salesOrderSettle">{t('settle.title')}</Link>
        </Empty>
      </section>
    );
  }
  const unbuyable = data?.lines.filter((line) => !line.buyable) ?? [];
  const buy = () =>
    settle.mutate(orderNos, {
      onSuccess: (result) => {
        void message.success(t('settle.bought', { count: result.orderNos.length }));
        void navigate(`/payment/index?orderNos=${encodeURIComponent(result.orderNos.join(','))}`);
      },
    });
  const submitAll = () =>
    submit.mutate(
      { action: 'submit', orderNos },
      { onSuccess: (result) => void message.success(t('batch.submitted', { count: result.done.length })) },
    );

  return (
    <section className="page-container page-section so-page">
      <h1 className="page-title">{t('settle.procurementTitle')}</h1>
      <section className="so-card" aria-label={t('settle.lines')}>
        <p>
          {t('settle.forOrders')}{' '}
          {orderNos.map((no) => (
            <Link key={no} to={detailsPath(no)} className="so-order-chip">
              {no}
            </Link>
          ))}
        </p>
        {data?.nothingShort ? (
          <Alert
            type="success"
            showIcon
            title={t('settle.nothingShort')}
            action={
              <Button type="primary" loading={submit.isPending} onClick={submitAll}>
                {t('settle.submitOrders')}
              </Button>
            }
          />
        ) : (
          <>
            <SettleLines preview={data} loading={preview.isFetching && !data} />
            {unbuyable.length > 0 && <Alert type="error" showIcon title={t('settle.someNotBuyable', { itemCodes: unbuyable.map((line) => line.itemCode).join(', ') })} />}
            <p className="muted">{t('settle.buyHint')}</p>
            <div className="so-submit">
              <Button type="primary" size="large" loading={settle.isPending} disabled={!data || unbuyable.length > 0} onClick={buy}>
                {t('settle.buy')}
              </Button>
            </div>
          </>
        )}
      </section>
    </section>
  );
}
