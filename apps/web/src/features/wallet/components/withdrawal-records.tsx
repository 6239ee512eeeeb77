import type { Withdrawal } from '@wm/contracts';
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { useWithdrawals } from '../api/use-wallet-records';
import { formatDate } from '../../../lib/dates';

const STATUS_COLORS: Record<Withdrawal['status'], string> = { handling: 'processing', completion: 'success', rejected: 'error' };
const PAGE_SIZE = 10;
const usd = (amount: number) => formatMoney(amount, 'USD');
/** A time as the page's language writes it. */
const time = (value: string | null) => (value ? formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '--');

/** The own withdrawal applications, newest first: handling, completed, or rejected with the reason. */
export function WithdrawalRecords() {
  const { t } = useTranslation('wallet');
  const [pageIndex, setPageIndex] = useState(1);
  const records = useWithdrawals({ pageIndex, pageSize: PAGE_SIZE });

  const columns: TableColumnsType<Withdrawal> = [
    { key: 'recordNo', title: t('withdrawals.recordNo'), dataIndex: 'recordNo' },
    { key: 'card', title: t('withdrawals.card'), render: (_, record) => `${record.bankName} ${record.accountNumber}` },
    { key: 'amount', title: t('withdrawals.amount'), align: 'right', render: (_, record) => usd(record.amount) },
    { key: 'fee', title: t('withdrawals.fee'), align: 'right', render: (_, record) => usd(record.fee) },
    { key: 'actual', title: t('withdrawals.actual'), align: 'right', render: (_, record) => usd(record.actualAmount) },
    {
      key: 'status',
      title: t('withdrawals.status'),
      render: (_, record) => (
        <>
          <Tag color={STATUS_COLORS[record.status]}>{t(`withdrawalStatus.${record.status}`)}</Tag>
          {record.status === 'rejected' && record.rejectReason && <div className="muted">{t('withdrawals.reason', { reason: record.rejectReason })}</div>}
        </>
      ),
    },
    { key: 'createdAt', title: t('withdrawals.appliedAt'), render: (_, record) => time(record.createdAt) },
    { key: 'reviewedAt', title: t('withdrawals.reviewedAt'), render: (_, record) => time(record.reviewedAt) },
  ];

  return (
    <Table<Withdrawal>
      rowKey="withdrawId"
      size="middle"
      columns={columns}
      dataSource={records.data?.list ?? []}
      loading={records.isFetching}
      locale={{ emptyText: t('withdrawals.empty') }}
      pagination={{ current: pageIndex, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: setPageIndex }}
    />
  );
}
