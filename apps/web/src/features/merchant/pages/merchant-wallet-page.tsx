import type { LedgerRecord } from '@wm/contracts';
import { Alert, Button, Card, Col, Row, Statistic, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientStore } from '../../../lib/store';
import { useDashboard, useMyStore, useStoreLedger, useStoreWallet } from '../api/use-merchant';
import { formatMoney } from '../../../lib/money';

const PAGE_SIZE = 20;
const FLOW_KEYS = ['', 'rechargeIncome', 'transactionRevenue', 'transactionSpending', 'transactionRefund', 'withdrawalExpense', 'withdrawalServiceFee', 'merchantAdjustment', 'expenseItem', 'afterSaleRefund', 'rebateExpense', 'rebateIncome', 'settlementExpense', 'purchaseRefund'];

/** The store's wallet: balance, revenue and commission records; withdrawals go through the wallet's withdrawal page, shown in the console (/merchant/wallet/withdraw). */
export default function MerchantWalletPage() {
  const { t } = useTranslation('merchant');
  const navigate = useNavigate();
  const user = useClientStore((state) => state.userInfo);
  const wallet = useStoreWallet(user?.customerid ?? '');
  const store = useMyStore();
  const dashboard = useDashboard(Boolean(store.data?.store));
  const [pageIndex, setPageIndex] = useState(1);
  const ledger = useStoreLedger({ pageIndex, pageSize: PAGE_SIZE });
  const money = (v: number | undefined) => (v === undefined ? '--' : formatMoney(v, 'USD'));

  const columns: TableColumnsType<LedgerRecord> = [
    { title: t('wallet.recordNo'), dataIndex: 'recordNo', key: 'recordNo' },
    { title: t('wallet.type'), key: 'type', render: (_, r) => t(`flow.${FLOW_KEYS[r.flowType]}`) },
    { title: t('wallet.related'), dataIndex: 'relatedId', key: 'related', render: (v: string | null) => v ?? '--' },
    { title: t('wallet.amount'), key: 'amount', render: (_, r) => <span className={r.amount < 0 ? 'merchant-low' : 'merchant-income'}>{money(r.amount)}</span> },
    { title: t('wallet.balanceAfter'), key: 'after', render: (_, r) => money(r.balanceAfter ?? undefined) },
    { title: t('wallet.status'), key: 'status', render: (_, r) => <Tag>{t(`wallet.statuses.${r.status}`)}</Tag> },
    { title: t('wallet.remark'), dataIndex: 'remark', key: 'remark' },
    { title: t('wallet.time'), key: 'time', render: (_, r) => dayjs(r.occurredAt).format('YYYY-MM-DD HH:mm') },
  ];

  const d = dashboard.data?.wallet;
  return (
    <div className="merchant-page">
      <h1 className="merchant-page__title">{t('wallet.title')}</h1>
      {d?.creditHold ? <Alert className="merchant-page__alert" type="error" showIcon title={t('store.creditHold', { limit: formatMoney(d.creditLimit, 'USD') })} /> : null}
      {/* Two a row on a phone. */}
      <Row gutter={[16, 16]} className="merchant-stats">
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('wallet.balance')} value={money(wallet.data?.balance)} data-testid="wallet-balance" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('wallet.available')} value={money(wallet.data?.available)} data-testid="wallet-available" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('wallet.frozen')} value={money(wallet.data?.frozen)} data-testid="wallet-frozen" />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={t('wallet.creditLimit')} value={money(d?.creditLimit)} />
          </Card>
        </Col>
      </Row>
      <div className="merchant-page__head">
        <p className="merchant-muted">{t('wallet.revenueHint')}</p>
        <Button type="primary" onClick={() => void navigate('/merchant/wallet/withdraw')} data-testid="wallet-withdraw">
          {t('wallet.withdraw')}
        </Button>
      </div>
      <Table<LedgerRecord>
        rowKey="recordNo"
        columns={columns}
        dataSource={ledger.data?.list ?? []}
        loading={ledger.isFetching}
        pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: ledger.data?.total ?? 0, onChange: setPageIndex, showSizeChanger: false }}
        locale={{ emptyText: t('empty') }}
      />
    </div>
  );
}
