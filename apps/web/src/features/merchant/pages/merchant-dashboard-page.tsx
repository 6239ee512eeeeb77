import { Alert, Button, Card, Col, List, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDashboard, useMyStore } from '../api/use-merchant';
import { formatMoney } from '../../../lib/money';

// The chart library is loaded with this page only: buyers' pages never fetch it.
const SalesChart = lazy(() => import('../components/sales-chart'));

/** The store at a glance: today and 30 days, day by day, top goods, work waiting. */
export default function MerchantDashboardPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const store = useMyStore();
  const hasStore = Boolean(store.data?.store);
  const dashboard = useDashboard(hasStore);
  const labels = useMemo(() => ({ date: t('dashboard.date'), sales: t('dashboard.sales'), orders: t('dashboard.orders') }), [t]);

  if (store.data && !store.data.store) {
    return (
      <div className="merchant-page">
        <Alert type="info" showIcon title={t('dashboard.noStore')} action={<Button type="primary" onClick={() => void navigate('/merchant/store')} data-testid="create-store">{t('store.createTitle')}</Button>} />
      </div>
    );
  }
  const d = hasStore ? dashboard.data : undefined;
  const figures = (key: 'today' | 'last30Days') => (
    <Card title={t(`dashboard.${key}`)} data-testid={`dashboard-${key}`}>
      <Row gutter={16}>
        <Col span={8}>
          <Statistic title={t('dashboard.orders')} value={d?.[key].orders ?? 0} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.sales')} value={formatMoney(d?.[key].sales ?? 0, 'USD')} />
        </Col>
        <Col span={8}>
          <Statistic title={t('dashboard.units')} value={d?.[key].units ?? 0} />
        </Col>
      </Row>
    </Card>
  );

  return (
    <div className="merchant-page">
      <h1 className="merchant-page__title">{t('dashboard.title')}</h1>
      {store.data?.store && store.data.store.auditStatus !== 'approved' ? <Alert className="merchant-page__alert" type="warning" showIcon title={t(`store.audit.${store.data.store.auditStatus}`)} description={t(`store.auditHint.${store.data.store.auditStatus}`)} /> : null}
      {d?.wallet.creditHold ? <Alert className="merchant-page__alert" type="error" showIcon title={t('store.creditHold', { limit: formatMoney(d.wallet.creditLimit, 'USD') })} /> : null}
      <Row gutter={16} className="merchant-stats">
        <Col span={12}>{figures('today')}</Col>
        <Col span={12}>{figures('last30Days')}</Col>
      </Row>
      <Row gutter={16} className="merchant-stats">
        <Col span={16}>
          <Card title={t('dashboard.chart')}>{d ? <Suspense fallback={<Skeleton active />}><SalesChart points={d.daily} labels={labels} /></Suspense> : <Skeleton active />}</Card>
        </Col>
        <Col span={8}>
          <Card title={t('dashboard.pending')}>
            <List
              dataSource={d?.pending ?? []}
              renderItem={(p) => (
                <List.Item data-testid={`pending-${p.kind}`} extra={<Link to={p.path}>{p.count}</Link>}>
                  {t(`dashboard.pendingKinds.${p.kind}`, { defaultValue: p.kind })}
                </List.Item>
              )}
            />
            <div className="merchant-wallet-line">
              {t('wallet.balance')}: <Link to="/merchant/wallet">{formatMoney(d?.wallet.balance ?? 0, 'USD')}</Link>
            </div>
          </Card>
        </Col>
      </Row>
      <Card title={t('dashboard.topGoods')}>
        <List
          dataSource={d?.topGoods ?? []}
          locale={{ emptyText: t('empty') }}
          renderItem={(g, i) => (
            <List.Item extra={`${g.units} · ${formatMoney(g.sales, 'USD')}`}>
              <List.Item.Meta avatar={<img src={g.image} alt="" width={40} height={40} />} title={`${i + 1}. ${g.name}`} description={g.itemCode} />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
