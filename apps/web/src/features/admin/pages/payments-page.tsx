import { PAY_WAYS, type AdminPayment } from '@wm/contracts';
import { Button, message, Modal, Segmented, Space, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { formatMoney } from '../../../lib/money';
import {
  PAYMENT_PAGE_SIZE,
  useAdminPayments,
  useConfirmPayment,
  useRejectPayment,
  type OfflinePayWay,
  type PaymentFilter,
  type PaymentQueue,
} from '../api/use-admin-payments';
import { RejectDialog } from '../components/reject-dialog';

type Row = AdminPayment;
type WayChoice = PaymentFilter['payWay'];

const QUEUES: readonly PaymentQueue[] = ['pending', 'succeeded', 'failed'];
const OFFLINE_WAYS: readonly OfflinePayWay[] = [PAY_WAYS.offline, PAY_WAYS.enterpriseBank];
const STATUS_COLORS: Record<PaymentQueue, string> = { pending: 'processing', succeeded: 'success', failed: 'error' };
const toQueue = (value: string | null): PaymentQueue => QUEUES.find((queue) => queue === value) ?? 'pending';
const toWay = (value: string | null): OfflinePayWay | null => OFFLINE_WAYS.find((way) => String(way) === value) ?? null;
/** Both ways together only in the pending queue (see PaymentFilter); the other queues show one way, offline transfer first. */
const toFilter = (status: PaymentQueue, way: OfflinePayWay | null): PaymentFilter =>
  status === 'pending' ? { status, payWay: way ?? 'all' } : { status, payWay: way ?? PAY_WAYS.offline };
const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);
// Staff see the settlement currency itself.
const usd = (amount: number) => formatMoney(amount, 'USD');
// A crowded table: a date breaks only between the day and the time, and Chinese or Japanese words stay whole.
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const WHOLE_WORDS = { style: { wordBreak: 'keep-all' } } as const;
const time = (value: string | null) =>
  value ? (
    <>
      <span {...NOWRAP}>{dayjs(value).format('YYYY-MM-DD')}</span> <span {...NOWRAP}>{dayjs(value).format('HH:mm')}</span>
    </>
  ) : (
    '--'
  );

/**
 * Offline bank transfers (offline and enterprise bank payments) by state, oldest first. A
 * pending one is confirmed when the money has arrived (its orders are paid or its recharge
 * credited) or rejected with a reason (the payment fails).
 */
export default function PaymentsPage() {
  const { t } = useTranslation('admin');
  const [modal, modalHolder] = Modal.useModal();
  const [params, changeQuery] = useAddressQuery();
  const status = toQueue(params.get('status'));
  const filter = toFilter(status, toWay(params.get('payWay')));
  const pageIndex = positive(params.get('page'));
  const payments = useAdminPayments(filter, pageIndex);
  const confirming = useConfirmPayment();
  const rejecting = useRejectPayment();
  const [rejectingRow, setRejectingRow] = useState<Row | null>(null);

  const go = (next: { status?: PaymentQueue; payWay?: WayChoice; page?: number }) =>
    changeQuery((now) => {
      const shown = toFilter(toQueue(now.get('status')), toWay(now.get('payWay')));
      const query = new URLSearchParams({ status: next.status ?? shown.status });
      const way = next.payWay ?? shown.payWay;
      if (way !== 'all') query.set('payWay', String(way));
      if ((next.page ?? 1) > 1) query.set('page', String(next.page));
      return query;
    });

  const wayName = (code: number) => ((OFFLINE_WAYS as readonly number[]).includes(code) ? t(`paymentWays.${code}`) : String(code));
  const wayChoices: WayChoice[] = status === 'pending' ? ['all', ...OFFLINE_WAYS] : [...OFFLINE_WAYS];

  const confirm = (row: Row) =>
    void modal.confirm({
      title: t('payments.confirmTitle'),
      content: t(row.purpose === 'recharge' ? 'payments.confirmRecharge' : 'payments.confirmOrders', {
        amount: usd(row.amount),
        reference: row.paymentNo,
        customer: row.realName || row.mobile,
        refs: row.refs.join(', '),
      }),
      okText: t('payments.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => confirming.mutateAsync(row.paymentNo).then(() => void message.success(t('payments.confirmed')), () => undefined),
    });

  const columns: TableColumnsType<Row> = [
    { key: 'paymentNo', title: t('payments.paymentNo'), dataIndex: 'paymentNo' },
    { key: 'customerid', title: t('payments.customerId'), dataIndex: 'customerid' },
    { key: 'name', title: t('payments.name'), render: (_, row) => row.realName || '--' },
    { key: 'mobile', title: t('payments.mobile'), dataIndex: 'mobile' },
    {
      key: 'purpose',
      title: t('payments.purpose'),
      render: (_, row) => (
        <>
          <div>{t(`paymentPurpose.${row.purpose}`)}</div>
          {row.refs.map((ref) => (
            <div key={ref} className="muted">
              {ref}
            </div>
          ))}
        </>
      ),
    },
    { key: 'payWay', title: t('payments.payWay'), onCell: () => WHOLE_WORDS, render: (_, row) => wayName(row.payWay) },
    { key: 'amount', title: t('payments.amount'), align: 'right', render: (_, row) => <strong>{usd(row.amount)}</strong> },
    { key: 'createdAt', title: t('payments.createdAt'), render: (_, row) => time(row.createdAt) },
    ...(status === 'succeeded' ? [{ key: 'paidAt', title: t('payments.paidAt'), render: (_: unknown, row: Row) => time(row.paidAt) }] : []),
    {
      key: 'status',
      title: t('payments.status'),
      render: (_, row) => {
        const queue = toQueue(row.status);
        return (
          <>
            <Tag color={STATUS_COLORS[queue]}>{t(`paymentStatus.${queue}`)}</Tag>
            {row.status === 'failed' && row.failureReason && <div className="muted">{t('payments.reason', { reason: row.failureReason })}</div>}
          </>
        );
      },
    },
    ...(status === 'pending'
      ? [
          {
            key: 'action',
            title: t('common.action'),
            render: (_: unknown, row: Row) => (
              <Space>
                <Button type="primary" size="small" onClick={() => confirm(row)}>
                  {t('payments.confirm')}
                </Button>
                <Button danger size="small" onClick={() => setRejectingRow(row)}>
                  {t('payments.reject')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <section>
      {modalHolder}
      <h1 className="admin-title">{t('nav.payments')}</h1>
      <Tabs activeKey={status} onChange={(key) => go({ status: toQueue(key) })} items={QUEUES.map((queue) => ({ key: queue, label: t(`paymentStatus.${queue}`) }))} />
      <Segmented<WayChoice>
        style={{ marginBottom: 16 }}
        aria-label={t('payments.payWay')}
        value={filter.payWay}
        onChange={(payWay) => go({ payWay })}
        options={wayChoices.map((way) => ({ value: way, label: way === 'all' ? t('paymentWays.all') : wayName(way) }))}
      />
      <Table<Row>
        rowKey="paymentNo"
        // Ten columns: the middle size keeps them within the console's width.
        size="middle"
        columns={columns.map((column) => ({ ...column, onHeaderCell: () => WHOLE_WORDS }))}
        dataSource={payments.data?.list ?? []}
        loading={payments.isFetching}
        locale={{ emptyText: t('payments.empty') }}
        pagination={{ current: pageIndex, pageSize: PAYMENT_PAGE_SIZE, total: payments.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => go({ page }) }}
      />
      {rejectingRow && (
        <RejectDialog
          title={t('payments.rejectTitle')}
          hint={t('payments.rejectHint')}
          onReject={(reason) => rejecting.mutateAsync({ paymentNo: rejectingRow.paymentNo, reason }).then(() => void message.success(t('payments.rejected')))}
          onClose={() => setRejectingRow(null)}
        />
      )}
    </section>
  );
}
