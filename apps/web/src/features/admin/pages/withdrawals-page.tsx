import type { adminListWithdrawals, ResponseOf } from '@wm/contracts';
import { Button, message, Modal, Space, Table, Tabs } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressQuery } from '../../../lib/address-query';
import { formatMoney } from '../../../lib/money';
import { useAdminWithdrawals, useApproveWithdrawal, useRejectWithdrawal, WITHDRAWAL_PAGE_SIZE, type WithdrawalStatus } from '../api/use-admin-withdrawals';
import { RejectDialog } from '../components/reject-dialog';

type Row = ResponseOf<typeof adminListWithdrawals>['list'][number];

const QUEUES: readonly WithdrawalStatus[] = ['handling', 'completion', 'rejected'];
const toQueue = (value: string | null): WithdrawalStatus => QUEUES.find((queue) => queue === value) ?? 'handling';
const positive = (value: string | null) => Math.max(1, Number.parseInt(value ?? '', 10) || 1);
// Staff see the settlement currency itself.
const usd = (amount: number) => formatMoney(amount, 'USD');
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '--');

/** Withdrawal applications by state, oldest first; a handling one is approved (paid out) or rejected with a reason (unfrozen). */
export default function WithdrawalsPage() {
  const { t } = useTranslation('admin');
  const [modal, modalHolder] = Modal.useModal();
  const [params, changeQuery] = useAddressQuery();
  const status = toQueue(params.get('status'));
  const pageIndex = positive(params.get('page'));
  const withdrawals = useAdminWithdrawals(status, pageIndex);
  const approving = useApproveWithdrawal();
  const rejecting = useRejectWithdrawal();
  const [rejectingRow, setRejectingRow] = useState<Row | null>(null);

  const go = (next: { status?: WithdrawalStatus; page?: number }) =>
    changeQuery((now) => {
      const query = new URLSearchParams({ status: next.status ?? toQueue(now.get('status')) });
      if ((next.page ?? 1) > 1) query.set('page', String(next.page));
      return query;
    });

  const approve = (row: Row) =>
    void modal.confirm({
      title: t('withdrawals.approveTitle'),
      content: t('withdrawals.approveText', { amount: usd(row.actualAmount), cardholder: row.cardholder, bank: row.bankName, number: row.accountNumber }),
      okText: t('withdrawals.approve'),
      cancelText: t('common.cancel'),
      onOk: () => approving.mutateAsync(row.withdrawId).then(() => void message.success(t('withdrawals.approved')), () => undefined),
    });

  const columns: TableColumnsType<Row> = [
    { key: 'recordNo', title: t('withdrawals.recordNo'), dataIndex: 'recordNo' },
    {
      key: 'customer',
      title: t('withdrawals.customer'),
      render: (_, row) => (
        <>
          <div>{row.realName || row.mobile}</div>
          <div className="muted">{row.customerid} · {row.mobile}</div>
        </>
      ),
    },
    {
      key: 'card',
      title: t('withdrawals.card'),
      render: (_, row) => (
        <>
          <div>{row.cardholder}</div>
          <div className="muted">{row.bankName} {row.accountNumber}</div>
        </>
      ),
    },
    { key: 'amount', title: t('withdrawals.amount'), align: 'right', render: (_, row) => usd(row.amount) },
    { key: 'fee', title: t('withdrawals.fee'), align: 'right', render: (_, row) => usd(row.fee) },
    { key: 'actual', title: t('withdrawals.actual'), align: 'right', render: (_, row) => <strong>{usd(row.actualAmount)}</strong> },
    { key: 'createdAt', title: t('withdrawals.appliedAt'), render: (_, row) => time(row.createdAt) },
    ...(status === 'handling'
      ? []
      : [{ key: 'reviewedAt', title: t('withdrawals.reviewedAt'), render: (_: unknown, row: Row) => time(row.reviewedAt) }]),
    ...(status === 'rejected' ? [{ key: 'reason', title: t('withdrawals.reason'), render: (_: unknown, row: Row) => row.rejectReason ?? '--' }] : []),
    ...(status === 'handling'
      ? [
          {
            key: 'action',
            title: t('common.action'),
            render: (_: unknown, row: Row) => (
              <Space>
                <Button type="primary" size="small" onClick={() => approve(row)}>
                  {t('withdrawals.approve')}
                </Button>
                <Button danger size="small" onClick={() => setRejectingRow(row)}>
                  {t('withdrawals.reject')}
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
      <h1 className="admin-title">{t('nav.withdrawals')}</h1>
      <Tabs activeKey={status} onChange={(key) => go({ status: toQueue(key) })} items={QUEUES.map((queue) => ({ key: queue, label: t(`withdrawalStatus.${queue}`) }))} />
      <Table<Row>
        rowKey="withdrawId"
        columns={columns}
        dataSource={withdrawals.data?.list ?? []}
        loading={withdrawals.isFetching}
        locale={{ emptyText: t('withdrawals.empty') }}
        pagination={{ current: pageIndex, pageSize: WITHDRAWAL_PAGE_SIZE, total: withdrawals.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: (page) => go({ page }) }}
      />
      {rejectingRow && (
        <RejectDialog
          title={t('withdrawals.rejectTitle')}
          hint={t('withdrawals.rejectHint')}
          onReject={(reason) => rejecting.mutateAsync({ withdrawId: rejectingRow.withdrawId, reason }).then(() => void message.success(t('withdrawals.rejected')))}
          onClose={() => setRejectingRow(null)}
        />
      )}
    </section>
  );
}
